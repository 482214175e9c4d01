import type { FaqView } from '../content/faq.ts'
import { CtaPanel } from '../ui/CtaPanel.tsx'
import { KeepServerHtml } from '../ui/KeepServerHtml.tsx'
import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { FaqSection } from './FaqSection.tsx'
import { homeStory } from './deferred.ts'
import { Hero } from './Hero.tsx'

/** The home page: promise, proof, how it works, what it makes, why it is safe, questions, next step. */
export function HomePage({ faq }: { faq: FaqView[] }) {
  return (
    <>
      <Hero />
      <KeepServerHtml name={homeStory.name}>
        <homeStory.Component />
      </KeepServerHtml>
      <FaqSection items={faq} />
      <CtaPanel id="home-cta" title={m.home_cta_title()} text={m.home_cta_text()}>
        <DemoLink label={m.common_book_demo()} className="px-6" />
        <ButtonLink label={m.home_hero_cta_product()} to="/product" variant="secondary" className="px-6" />
      </CtaPanel>
    </>
  )
}
