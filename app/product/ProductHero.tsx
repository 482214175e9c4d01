import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { KeepServerHtml } from '../ui/KeepServerHtml.tsx'
import { workflowScreen } from '../screens/deferred.ts'

const tocLink =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-ink hover:border-brand-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

export function ProductHero({ sections }: { sections: Array<[id: string, title: string]> }) {
  return (
    <section aria-labelledby="product-title" className="bg-linear-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-10 pb-10 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:pt-20 lg:pb-20">
        {/* min-w-0: the jump links' row scrolls instead of widening the column. */}
        <div className="min-w-0">
          <h1 id="product-title" className="text-4xl font-bold tracking-tight text-balance text-brand-900 sm:text-5xl">
            {m.pages_product_title()}
          </h1>
          <p className="mt-6 leading-7 text-muted sm:text-lg sm:leading-8">{m.pages_product_intro()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <DemoLink label={m.pages_product_cta_demo()} className="px-6" />
            <ButtonLink
              label={m.pages_product_cta_calculator()}
              to="/business-value-calculator"
              variant="secondary"
              className="px-6"
            />
          </div>
          <nav aria-label={m.pages_product_toc_label()} className="mt-8 lg:mt-10">
            <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
              {sections.map(([id, title]) => (
                <li key={id}>
                  <a href={`#${id}`} className={tocLink}>
                    {title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <KeepServerHtml name={workflowScreen.name}>
          <workflowScreen.Component />
        </KeepServerHtml>
      </div>
    </section>
  )
}
