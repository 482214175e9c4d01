import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { CookieSettingsButton } from '../consent/CookieSettingsButton.tsx'
import type { RoutePath } from '../i18n/route-table.ts'
import { NewsletterForm } from '../newsletter/NewsletterForm.tsx'
import { m } from '../paraglide/messages.js'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { ExternalLink } from '../ui/ExternalLink.tsx'
import { useSite } from '../config/use-site.ts'
import { pageGrid } from '../ui/page-grid.ts'
import { BrandLockup } from '../brand/BrandLockup.tsx'

const linkStyle =
  'inline-flex min-h-6 items-center py-1 text-sm text-slate-300 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

const companyLinks: Array<[RoutePath, () => string]> = [
  ['/', m.common_nav_home],
  ['/product', m.common_nav_product],
  ['/about-us', m.common_nav_about],
  ['/blog', m.common_nav_blog],
]
const aboutLinks: Array<[RoutePath, () => string]> = [
  ['/business-value-calculator', m.common_footer_calculator],
  ['/imprint', m.common_footer_imprint],
  ['/privacy-policy', m.common_footer_privacy],
  ['/cookie-policy', m.common_footer_cookies],
  ['/security', m.common_footer_security],
]

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-4 grid gap-2">{children}</ul>
    </section>
  )
}

function InternalLinks({ links }: { links: Array<[RoutePath, () => string]> }) {
  return links.map(([to, label]) => (
    <li key={to}>
      <Link to={to} className={linkStyle}>
        {label()}
      </Link>
    </li>
  ))
}

function Badge({ children, icon }: { children: ReactNode; icon: ReactNode }) {
  return (
    <li className="flex items-center gap-3 rounded-md border border-slate-600 px-3 py-2 text-sm font-medium text-white">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-emerald-300">
        {icon}
      </svg>
      {children}
    </li>
  )
}

export function Footer() {
  const site = useSite()
  const social: Array<[string, string]> = [
    [site.social.linkedin, m.common_footer_linkedin()],
    [site.social.instagram, m.common_footer_instagram()],
    [site.social.youtube, m.common_footer_youtube()],
  ]
  return (
    <footer aria-label={m.common_footer_label()} className="bg-brand-900 text-slate-300">
      {/* Two link columns side by side from the smallest phone: the footer is the last screen of every page. */}
      <div className={`${pageGrid} grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-5`}>
        <section aria-label={m.common_footer_badges()} className="col-span-2 lg:col-span-1">
          <ul className="grid gap-3">
            <Badge
              icon={
                <path
                  d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5zm-1.2 14-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4z"
                  fill="currentColor"
                />
              }
            >
              {m.common_footer_gdpr()}
            </Badge>
            <Badge
              icon={
                <path
                  d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m6.9 6h-3a15.7 15.7 0 0 0-1.3-4 8 8 0 0 1 4.3 4M12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4M4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.7 15.7 0 0 0 1.3 4 8 8 0 0 1-4.3-4m3-8h-3a8 8 0 0 1 4.3-4A15.7 15.7 0 0 0 8.1 8M12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4m2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4m.3 6a15.7 15.7 0 0 0 1.3-4h3a8 8 0 0 1-4.3 4m1.7-6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4z"
                  fill="currentColor"
                />
              }
            >
              {m.common_footer_eu_hosting()}
            </Badge>
          </ul>
        </section>
        <Column id="footer-company" title={m.common_footer_company()}>
          <InternalLinks links={companyLinks} />
        </Column>
        <Column id="footer-about" title={m.common_footer_about()}>
          <InternalLinks links={aboutLinks} />
          <li>
            <CookieSettingsButton className={`${linkStyle} cursor-pointer text-left`} />
          </li>
        </Column>
        <Column id="footer-join" title={m.common_footer_join()}>
          <li>
            <Link to="/careers" className={linkStyle}>
              {m.common_nav_careers()}
            </Link>
          </li>
          <li>
            <DemoLink label={m.common_footer_contact()} variant="plain" className={linkStyle} />
          </li>
          <li>
            <Link to="/strategic-partnerships" className={linkStyle}>
              {m.common_nav_partnerships()}
            </Link>
          </li>
          {social.map(([href, label]) => (
            <li key={href}>
              <ExternalLink href={href} className={linkStyle}>
                {label}
              </ExternalLink>
            </li>
          ))}
        </Column>
        <section aria-labelledby="footer-newsletter" className="col-span-2 lg:col-span-1">
          <h2 id="footer-newsletter" className="text-sm font-semibold text-white">
            {m.common_footer_newsletter_title()}
          </h2>
          <p className="mt-4 text-sm leading-6">{m.common_footer_newsletter_description()}</p>
          <NewsletterForm />
        </section>
      </div>
      <div className="border-t border-slate-700">
        <div className={`${pageGrid} flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between`}>
          <p className="flex items-center gap-2.5 text-white">
            <BrandLockup name={site.brandName} tone="dark" />
          </p>
          <p>{m.common_footer_copyright({ year: String(new Date().getFullYear()), brand: site.brandName })}</p>
          <p>{m.common_footer_made_in()}</p>
        </div>
      </div>
    </footer>
  )
}
