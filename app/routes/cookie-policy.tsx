import { createFileRoute } from '@tanstack/react-router'
import { CookieSettingsButton } from '../consent/CookieSettingsButton.tsx'
import { legalTextDates } from '../content/legal-entity.ts'
import { cookieSections } from '../legal/cookie-sections.tsx'
import { LegalPage } from '../legal/LegalPage.tsx'
import { Callout } from '../legal/LegalText.tsx'
import { m } from '../paraglide/messages.js'
import { staticPageHead } from '../seo/route-head.ts'
import { buttonStyles } from '../ui/button-styles.ts'

export const Route = createFileRoute('/cookie-policy')({
  ...staticPageHead('/cookie-policy'),
  component: CookiePolicyPage,
})

function CookiePolicyPage() {
  const site = Route.useRouteContext({ select: (context) => context.site })
  return (
    <LegalPage
      title={m.pages_cookies_title()}
      intro={m.pages_cookies_intro()}
      date={legalTextDates.cookies}
      sections={cookieSections(site)}
      numbered
      toc
      lead={
        <Callout>
          <p className="leading-7 text-ink">{m.pages_cookies_reset_text()}</p>
          <CookieSettingsButton className={`${buttonStyles.primary} mt-4`} />
        </Callout>
      }
    />
  )
}
