import type { FaqView } from '../content/faq.ts'
import { Faq } from '../faq/Faq.tsx'
import { m } from '../paraglide/messages.js'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { KeepServerHtml } from '../ui/KeepServerHtml.tsx'

export function FaqSection({ items }: { items: FaqView[] }) {
  return (
    <section aria-labelledby="home-faq" className="bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_2fr] lg:gap-16 lg:py-24">
        <div>
          <h2 id="home-faq" className="text-3xl font-bold tracking-tight text-balance text-brand-900 sm:text-4xl">
            {m.home_faq_title()}
          </h2>
          <p className="mt-4 text-lg leading-8 text-muted">{m.home_faq_more()}</p>
          <DemoLink label={m.common_footer_contact()} variant="secondary" className="mt-6" />
        </div>
        {/* Native disclosures open without JavaScript: the server's HTML never needs to hydrate. */}
        <KeepServerHtml name="home-faq">
          <Faq items={items} />
        </KeepServerHtml>
      </div>
    </section>
  )
}
