import { AssetTypeGrid } from '../marketing/AssetTypeGrid.tsx'
import { SectionHeading } from '../marketing/SectionHeading.tsx'
import { m } from '../paraglide/messages.js'
import { AgentDetails } from './AgentDetails.tsx'
import { WorkflowDetails } from './WorkflowDetails.tsx'

/** The product page's body: the agents, the eight steps, the asset types. Text and plain links only. */
export function ProductSections() {
  return (
    <>
      <section
        id="agents"
        aria-labelledby="product-agents"
        className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:py-20"
      >
        <SectionHeading
          id="product-agents"
          title={m.pages_product_agents_title()}
          intro={m.pages_product_agents_intro()}
        />
        <AgentDetails />
      </section>
      <section id="workflow" aria-labelledby="product-workflow" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:py-20">
          <SectionHeading
            id="product-workflow"
            title={m.pages_product_workflow_title()}
            intro={m.pages_product_workflow_intro()}
          />
          <WorkflowDetails labelledBy="product-workflow" />
        </div>
      </section>
      <section
        id="asset-types"
        aria-labelledby="product-assets"
        className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:py-20"
      >
        <SectionHeading
          id="product-assets"
          title={m.pages_product_assets_title()}
          intro={m.pages_product_assets_intro()}
        />
        <AssetTypeGrid detailed={{ label: m.pages_product_assets_title() }} />
      </section>
    </>
  )
}
