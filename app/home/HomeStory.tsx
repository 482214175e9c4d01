import { AssetTypeGrid } from '../marketing/AssetTypeGrid.tsx'
import { SectionHeading } from '../marketing/SectionHeading.tsx'
import { WorkflowDiagram } from '../marketing/WorkflowDiagram.tsx'
import { m } from '../paraglide/messages.js'
import { ProofSection } from '../marketing/Proof.tsx'
import { Agents } from './Agents.tsx'
import { Results } from './Results.tsx'
import { TrustPoints } from './TrustPoints.tsx'

/** The home page between hero and FAQ: proof, agents, workflow, asset types, trust. Text, figures and plain links only. */
export function HomeStory() {
  return (
    <>
      <ProofSection />
      <Results />
      <Agents />
      <section aria-labelledby="home-workflow" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
          <SectionHeading id="home-workflow" title={m.home_workflow_title()} intro={m.home_workflow_intro()} />
          <WorkflowDiagram labelledBy="home-workflow" />
        </div>
      </section>
      <section aria-labelledby="home-assets" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-24">
        <SectionHeading id="home-assets" title={m.home_assets_title()} intro={m.home_assets_intro()} />
        <AssetTypeGrid />
      </section>
      <div className="border-t border-slate-200">
        <TrustPoints />
      </div>
    </>
  )
}
