import { CtaPanel } from '../ui/CtaPanel.tsx'
import { KeepServerHtml } from '../ui/KeepServerHtml.tsx'
import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { productSections } from './deferred.ts'
import { ProductHero } from './ProductHero.tsx'

/** The product in depth: the agents, the eight steps, the asset types, and the way to a demo. */
export function ProductPage() {
  const sections: Array<[id: string, title: string]> = [
    ['agents', m.pages_product_agents_title()],
    ['workflow', m.pages_product_workflow_title()],
    ['asset-types', m.pages_product_assets_title()],
  ]
  return (
    <>
      <ProductHero sections={sections} />
      <KeepServerHtml name={productSections.name}>
        <productSections.Component />
      </KeepServerHtml>
      <CtaPanel id="product-cta" title={m.pages_product_cta_title()} text={m.pages_product_cta_text()}>
        <DemoLink label={m.common_book_demo()} className="px-6" />
        <ButtonLink
          label={m.pages_product_cta_calculator()}
          to="/business-value-calculator"
          variant="secondary"
          className="px-6"
        />
      </CtaPanel>
    </>
  )
}
