import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { ButtonLink } from '../ui/ButtonLink.tsx'
import { DemoLink } from '../scheduling/DemoLink.tsx'
import { CardList } from './CardList.tsx'
import { CtaPanel } from '../ui/CtaPanel.tsx'
import { Section } from './Section.tsx'
import { Steps } from './Steps.tsx'

/** English only (route table): the German messages exist for parity but are never shown. */
export function BrandAnalysisPage() {
  return (
    <>
      <PageIntro title={m.pages_brand_analysis_title()} intro={m.pages_brand_analysis_intro()}>
        <p className="mt-6 text-lg font-semibold text-brand-700">{m.pages_brand_analysis_offer()}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <DemoLink label={m.pages_brand_analysis_cta_request()} />
        </div>
      </PageIntro>
      <Section
        id="analysed"
        title={m.pages_brand_analysis_scope_title()}
        intro={m.pages_brand_analysis_scope_intro()}
        tinted
      >
        <CardList
          cards={[
            { title: m.pages_brand_analysis_scope_voice_title(), text: m.pages_brand_analysis_scope_voice_text() },
            { title: m.pages_brand_analysis_scope_claims_title(), text: m.pages_brand_analysis_scope_claims_text() },
            {
              title: m.pages_brand_analysis_scope_compliance_title(),
              text: m.pages_brand_analysis_scope_compliance_text(),
            },
            {
              title: m.pages_brand_analysis_scope_audience_title(),
              text: m.pages_brand_analysis_scope_audience_text(),
            },
            { title: m.pages_brand_analysis_scope_search_title(), text: m.pages_brand_analysis_scope_search_text() },
            {
              title: m.pages_brand_analysis_scope_channels_title(),
              text: m.pages_brand_analysis_scope_channels_text(),
            },
          ]}
        />
      </Section>
      <Section id="results" title={m.pages_brand_analysis_results_title()}>
        <CardList
          cards={[
            { title: m.pages_brand_analysis_result_report_title(), text: m.pages_brand_analysis_result_report_text() },
            {
              title: m.pages_brand_analysis_result_priorities_title(),
              text: m.pages_brand_analysis_result_priorities_text(),
            },
            { title: m.pages_brand_analysis_result_call_title(), text: m.pages_brand_analysis_result_call_text() },
          ]}
        />
      </Section>
      <Section
        id="process"
        title={m.pages_brand_analysis_process_title()}
        intro={m.pages_brand_analysis_process_intro()}
        tinted
      >
        <Steps
          steps={[
            { title: m.pages_brand_analysis_step_send_title(), text: m.pages_brand_analysis_step_send_text() },
            { title: m.pages_brand_analysis_step_analyse_title(), text: m.pages_brand_analysis_step_analyse_text() },
            { title: m.pages_brand_analysis_step_review_title(), text: m.pages_brand_analysis_step_review_text() },
            {
              title: m.pages_brand_analysis_step_walkthrough_title(),
              text: m.pages_brand_analysis_step_walkthrough_text(),
            },
          ]}
        />
        <p className="mt-8 max-w-3xl leading-7 text-muted">{m.pages_brand_analysis_data_note()}</p>
      </Section>
      <CtaPanel id="analysis-cta" title={m.pages_brand_analysis_cta_title()} text={m.pages_brand_analysis_cta_text()}>
        <DemoLink label={m.pages_brand_analysis_cta_request()} />
        <ButtonLink label={m.pages_brand_analysis_cta_product()} to="/product" variant="secondary" />
      </CtaPanel>
    </>
  )
}
