import { AssetTypeGrid } from '../marketing/AssetTypeGrid.tsx'
import { CtaPanel } from '../ui/CtaPanel.tsx'
import { SectionHeading } from '../marketing/SectionHeading.tsx'
import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { SchedulerLink } from '../scheduling/SchedulerLink.tsx'
import { AgentDetails } from './AgentDetails.tsx'
import { ProductHero } from './ProductHero.tsx'
import { WorkflowDetails } from './WorkflowDetails.tsx'

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
      <section id="agents" aria-labelledby="product-agents" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id="product-agents" title={m.pages_product_agents_title()} intro={m.pages_product_agents_intro()} />
        <AgentDetails />
      </section>
      <section id="workflow" aria-labelledby="product-workflow" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
          <SectionHeading id="product-workflow" title={m.pages_product_workflow_title()} intro={m.pages_product_workflow_intro()} />
          <WorkflowDetails labelledBy="product-workflow" />
        </div>
      </section>
      <section id="asset-types" aria-labelledby="product-assets" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <SectionHeading id="product-assets" title={m.pages_product_assets_title()} intro={m.pages_product_assets_intro()} />
        <AssetTypeGrid detailed />
      </section>
      <CtaPanel id="product-cta" title={m.pages_product_cta_title()} text={m.pages_product_cta_text()}>
        <SchedulerLink label={m.common_book_demo()} className="px-6" />
        <ButtonLink label={m.pages_product_cta_calculator()} to="/business-value-calculator" variant="secondary" className="px-6" />
      </CtaPanel>
    </>
  )
}
