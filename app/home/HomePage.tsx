import { Hydrate } from '@tanstack/react-start'
import { never } from '@tanstack/react-start/hydration'
import type { FaqView } from '../content/faq.ts'
import { AssetTypeGrid } from '../marketing/AssetTypeGrid.tsx'
import { CtaPanel } from '../ui/CtaPanel.tsx'
import { SectionHeading } from '../marketing/SectionHeading.tsx'
import { WorkflowDiagram } from '../marketing/WorkflowDiagram.tsx'
import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { SchedulerLink } from '../scheduling/SchedulerLink.tsx'
import { Agents } from './Agents.tsx'
import { FaqSection } from './FaqSection.tsx'
import { Hero } from './Hero.tsx'
import { Results } from './Results.tsx'
import { TrustPoints } from './TrustPoints.tsx'

/** The home page: promise, proof, how it works, what it makes, why it is safe, questions, next step. */
export function HomePage({ faq }: { faq: FaqView[] }) {
  return (
    <>
      <Hero />
      {/* Text, figures and plain links only: the server's HTML stays as it is, and their code is
          never loaded with the page (ARCHITECTURE "Rendering, speed, privacy"). */}
      <Hydrate when={never()}>
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
      </Hydrate>
      <FaqSection items={faq} />
      <CtaPanel id="home-cta" title={m.home_cta_title()} text={m.home_cta_text()}>
        <SchedulerLink label={m.common_book_demo()} className="px-6" />
        <ButtonLink label={m.home_hero_cta_product()} to="/product" variant="secondary" className="px-6" />
      </CtaPanel>
    </>
  )
}
