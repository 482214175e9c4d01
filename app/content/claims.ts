// Every quantified or absolute claim the site's copy makes, in ONE place: the figure, its wording in
// both languages (as the copy words it), where it appears and the evidence behind it; and the figures
// in the copy that are not claims, each with the reason (docs/legal.md section 4).
// The pages read the result figures from here (their messages carry a placeholder such as {figure})
// and show a recorded basis beside them: a numbered marker and a note on the same page. A production
// start on a public address refuses a quantified claim without evidence (server/launch-refusal.ts);
// `npm run launch:check` lists those as blockers and absolute claims without evidence as warnings.
// tests/unit/claims-in-copy.test.ts finds every figure and absolute claim in the messages, the company
// content, the articles and the pages' heads, and fails on one this file does not list.
//
// FOR THE OPERATOR (marketing): `evidence: null` means "none recorded". Before launch, replace it for
// each claim with where the figure comes from, who or what was measured and when, e.g.
//   evidence: { source: { en: 'Time tracking at pilot customers', de: 'Zeiterfassung bei Pilotkunden' },
//               sample: { en: '12 teams, 340 assets', de: '12 Teams, 340 Assets' }, period: { en: 'Jan–Jun 2026', de: 'Jan.–Juni 2026' } }
// Pages then show that basis beside the figure. Keep the documents on file.
import type { Locale } from '../i18n/locale.ts'
import type { Localized } from './legal-entity.ts'

/** What backs a claim: a measurement, a contract, a record. Each field in both languages, or one text for both. */
export interface Evidence {
  /** Where it comes from: measurements at customers, the hosting contract, the AI providers' terms. */
  source: string | Localized
  /** Who or what: "12 teams, 340 assets"; for a contract, the document. */
  sample: string | Localized
  /** When it was measured or agreed: "January–June 2026". */
  period: string | Localized
}

/**
 * A figure the copy states: a share ("70 %"), a factor ("2× higher"), a factor of fewer ("3× fewer",
 * which German writes as the share that remains: "1⁄3 der …"), or a speed ("1.7 times as fast": the
 * number alone, the message words it; unlike "70 % faster" it has one reading, not also "70 % less
 * time").
 */
export type ClaimFigure =
  | { kind: 'percent'; value: number }
  | { kind: 'factor'; value: number }
  | { kind: 'fewer'; value: number }
  | { kind: 'speed'; value: number }

/**
 * `quantified`: a figure (a share, a factor, a time); a public start is refused while its evidence is
 * missing. `absolute`: a promise without a figure (GDPR, EU hosting, no training); the launch check
 * warns.
 */
export type ClaimKind = 'quantified' | 'absolute'

export interface Claim {
  kind: ClaimKind
  /** The figure, where the pages read it from here; absent for claims written into their messages. */
  figure?: ClaimFigure
  /** The claim as the copy words it (figures formatted for the language). */
  wording: Localized
  /** Where it appears: canonical English paths, or "every page" for the footer. */
  pages: readonly string[]
  /**
   * Where it is stated: message keys, `app/content/<file>.ts (<entry id>)`, or an article's section,
   * `content/blog/<folder>/<language>.md § <heading>` (or `… <front matter field>`).
   */
  sources: readonly string[]
  /** None recorded until the operator fills it in (see above). */
  evidence: Evidence | null
}

const EVERY_PAGE = 'every page (footer)'

export const claims = {
  resources: {
    kind: 'quantified',
    figure: { kind: 'percent', value: 40 },
    wording: { en: '40% fewer resources', de: '40\u00a0% weniger Ressourcenaufwand' },
    pages: ['/', '/business-value-calculator'],
    sources: ['home_result_resources_value', 'pages_calc_how_budget'],
    evidence: null,
  },
  conversion: {
    kind: 'quantified',
    figure: { kind: 'factor', value: 2 },
    wording: { en: '2× higher conversion', de: '2× höhere Conversion' },
    pages: ['/'],
    sources: ['home_result_conversion_value'],
    evidence: null,
  },
  contentCreation: {
    kind: 'quantified',
    figure: { kind: 'speed', value: 1.7 },
    wording: { en: 'teams create content 1.7 times as fast', de: 'Teams erstellen Inhalte 1,7-mal so schnell' },
    pages: ['/', '/about-us', '/business-value-calculator'],
    sources: ['home_result_speed_value', 'seo_home_description', 'pages_about_story_p3', 'pages_calc_how_product'],
    evidence: null,
  },
  complianceLoops: {
    kind: 'quantified',
    figure: { kind: 'fewer', value: 3 },
    wording: { en: '3× fewer compliance feedback loops', de: '1⁄3 der bisherigen Korrekturschleifen in der Compliance-Prüfung' },
    pages: ['/', '/about-us', '/business-value-calculator'],
    sources: ['home_result_loops_value', 'pages_about_value_compliance_text', 'pages_calc_how_product'],
    evidence: null,
  },
  approvals: {
    kind: 'quantified',
    figure: { kind: 'percent', value: 60 },
    wording: { en: 'up to 60% shorter approvals', de: 'bis zu 60\u00a0% kürzere Freigabeprozesse' },
    pages: ['/', '/about-us', '/business-value-calculator'],
    sources: ['home_result_approvals_value', 'pages_about_story_p3', 'pages_calc_how_product'],
    evidence: null,
  },
  quickStart: {
    kind: 'quantified',
    wording: { en: 'Start in 5 minutes', de: 'In 5\u00a0Minuten startklar' },
    pages: ['/', '/book-demo'],
    sources: ['home_trust_start_title', 'pages_book_demo_cover_next_text', 'app/content/faq.ts (time-to-start)'],
    evidence: null,
  },
  noTraining: {
    kind: 'absolute',
    wording: { en: 'Your data is not used for training', de: 'Kein Training mit Ihren Daten' },
    pages: ['/', '/about-us', '/brand-analysis', '/blog', '/security'],
    sources: [
      'home_trust_training_title',
      'pages_about_value_data_text',
      'pages_brand_analysis_data_note',
      'pages_security_training_text',
      'app/content/faq.ts (training-data)',
      'content/blog/choosing-an-ai-content-platform/en.md § Conclusion',
      'content/blog/choosing-an-ai-content-platform/de.md § Fazit',
    ],
    evidence: null,
  },
  gdprCompliant: {
    kind: 'absolute',
    wording: { en: 'Data processing under the GDPR', de: 'Datenverarbeitung nach DSGVO' },
    pages: [EVERY_PAGE, '/', '/about-us'],
    sources: ['common_footer_gdpr', 'home_trust_gdpr_title', 'pages_about_value_data_text', 'app/content/faq.ts (gdpr)'],
    evidence: null,
  },
  euHosting: {
    kind: 'absolute',
    wording: { en: 'Servers in the EU', de: 'Server in der EU' },
    pages: [EVERY_PAGE, '/', '/about-us', '/book-demo', '/brand-analysis', '/partners', '/blog', '/security'],
    sources: [
      'common_footer_eu_hosting',
      'home_intro',
      'home_trust_eu_title',
      'home_trust_eu_text',
      'pages_about_value_data_text',
      'pages_book_demo_cover_questions_text',
      'pages_brand_analysis_data_note',
      'pages_security_hosting_text',
      'seo_default_description',
      'app/content/faq.ts (data-security)',
      'app/content/faq.ts (gdpr)',
      'app/content/faq.ts (hosting)',
      'app/content/team.ts (jonas-weber)',
      'app/content/partners.ts (kessler-data-integration)',
      'content/blog/choosing-an-ai-content-platform/en.md § Conclusion',
      'content/blog/choosing-an-ai-content-platform/de.md § Fazit',
    ],
    evidence: null,
  },
  // Who runs the language models, and where: `languageModels` in legal-entity.ts (a placeholder blocks
  // the launch until the operator states it, also if outside the EU).
  modelHosting: {
    kind: 'absolute',
    wording: {
      en: 'The language models our agents work with are run by',
      de: 'Die Sprachmodelle, mit denen unsere Agenten arbeiten, betreibt',
    },
    pages: ['/', '/security'],
    sources: ['app/content/faq.ts (hosting)', 'pages_security_models_text', 'pages_security_subprocessor_models'],
    evidence: null,
  },
  encryptedAccess: {
    kind: 'absolute',
    wording: { en: 'travel only over encrypted connections', de: 'ausschließlich verschlüsselt übertragen' },
    pages: ['/', '/security'],
    sources: ['app/content/faq.ts (data-security)', 'pages_security_hosting_access_text'],
    evidence: null,
  },
  processingAgreement: {
    kind: 'absolute',
    wording: { en: 'we conclude a data processing agreement with you', de: 'schließen wir mit Ihnen einen Auftragsverarbeitungsvertrag' },
    pages: ['/', '/about-us', '/security'],
    sources: ['app/content/faq.ts (gdpr)', 'pages_about_value_data_text', 'seo_default_description', 'pages_security_dpa_title',
      'pages_security_dpa_text',
      'seo_security_description',
      'seo_security_keywords',
    ],
    evidence: null,
  },
  referralReward: {
    kind: 'quantified',
    wording: { en: '10% of the deal value', de: '10\u00a0% des Auftragswerts' },
    pages: ['/strategic-partnerships'],
    sources: [
      'pages_strategic_partnerships_intro',
      'pages_strategic_partnerships_reward_share_figure',
      'pages_strategic_partnerships_reward_share_text',
      'pages_strategic_partnerships_step_reward_text',
      'seo_strategic_partnerships_description',
    ],
    evidence: null,
  },
  trainedPartners: {
    kind: 'absolute',
    wording: { en: 'Every partner is trained on the platform', de: 'Jeder Partner ist auf der Plattform geschult' },
    pages: ['/partners'],
    sources: ['pages_partners_list_intro'],
    evidence: null,
  },
  aiMarking: {
    kind: 'absolute',
    wording: {
      en: 'marks content our agents generate as AI-generated in a machine-readable way',
      de: 'kennzeichnet die Plattform Inhalte, die unsere Agenten erzeugen, maschinenlesbar als KI-generiert',
    },
    pages: ['/', '/security'],
    sources: ['app/content/faq.ts (ai-marking)', 'pages_security_ai_act_text', 'pages_security_ai_act_label_text'],
    evidence: null,
  },
  subProcessorNotice: {
    kind: 'absolute',
    wording: {
      en: 'We tell you before we add or replace one, so that you can object',
      de: 'Bevor wir einen hinzunehmen oder ersetzen, informieren wir Sie, damit Sie widersprechen können',
    },
    pages: ['/security'],
    sources: ['pages_security_subprocessors_text'],
    evidence: null,
  },
  modelInputs: {
    kind: 'absolute',
    wording: {
      en: 'Our agents send a language model only what the task in hand needs',
      de: 'Unsere Agenten geben einem Sprachmodell nur, was die jeweilige Aufgabe braucht',
    },
    pages: ['/security'],
    sources: ['pages_security_models_text'],
    evidence: null,
  },
  regulatoryChecks: {
    kind: 'absolute',
    wording: {
      en: 'The compliance agent checks every draft before it goes to review',
      de: 'Der Compliance-Agent prüft jeden Entwurf, bevor er in die Freigabe geht',
    },
    pages: ['/security'],
    sources: ['pages_security_review_text', 'pages_security_review_people_text'],
    evidence: null,
  },
} as const satisfies Record<string, Claim>

/**
 * Figures in the copy that are not claims about the platform, and why: tests/unit/claims-in-copy.test.ts
 * passes them. Where they are, in the form of `Claim['sources']`. Not listed because the test does not
 * read them: the legal texts (`pages_privacy_*`, `pages_cookies_*`, `pages_imprint_*`,
 * `pages_third_party_terms_*`, `pages_legal_*`), which state what the site does and are reviewed by a
 * lawyer (docs/legal.md), and the calculator's results, which are computed from its inputs and the
 * registry's figures and never written into a message.
 */
export const notClaims: ReadonlyArray<{ where: string; why: string }> = [
  { where: 'pages_book_demo_intro', why: 'the length of the demo meeting, which we set' },
  { where: 'pages_book_demo_duration', why: 'the length of the demo meeting, which we set' },
  { where: 'pages_brand_analysis_step_send_text', why: 'the visitor’s own effort for one step of the offer: sending up to 20 links' },
  { where: 'app/content/jobs.ts (working-student-marketing)', why: 'the working hours of a job ad' },
  { where: 'content/blog/roi-of-ai-in-pharma-marketing/en.md § A worked example with hypothetical numbers', why: 'invented numbers, marked as such in the section’s first sentence' },
  { where: 'content/blog/roi-of-ai-in-pharma-marketing/de.md § Rechenbeispiel mit fiktiven Zahlen', why: 'invented numbers, marked as such in the section’s first sentence' },
  { where: 'content/blog/storytelling-with-scientific-data/en.md § Absolute vs relative risk: the core of honest numbers', why: 'an illustrative trial, introduced as one' },
  { where: 'content/blog/storytelling-with-scientific-data/de.md § Absolutes vs. relatives Risiko: das Herzstück ehrlicher Zahlen', why: 'an illustrative trial, introduced as one' },
  { where: 'content/blog/choosing-an-ai-content-platform/en.md § 1. Data protection and data security', why: 'what to ask any vendor: a checklist, not a statement about us' },
  { where: 'content/blog/choosing-an-ai-content-platform/de.md § 1. Datenschutz und Datensicherheit', why: 'what to ask any vendor: a checklist, not a statement about us' },
  { where: 'content/blog/roi-of-ai-in-pharma-marketing/de.md § Die Kostenseite', why: 'a cost item of any introduction (the data processing agreement), not a statement about us' },
  { where: 'content/blog/ai-agents-healthcare-marketing-explained/en.md § Governance basics before you start', why: 'advice on what to agree with any provider' },
  { where: 'content/blog/ai-agents-healthcare-marketing-explained/de.md § Governance-Grundlagen vor dem Start', why: 'advice on what to agree with any provider' },
]

export type ClaimId = keyof typeof claims

const localized = (value: string | Localized, locale: Locale) => (typeof value === 'string' ? value : value[locale])


/**
 * A figure as the language writes it: English "70%", German "70 %" (non-breaking space); "3×" in
 * both; "3× fewer" in English is "1⁄3 (of the …)" in German, which has no natural "3× weniger" (the
 * fraction slash U+2044, not "⅓": the site's Inter subset has no vulgar-fraction glyphs); a speed is
 * the number alone, "1.7" / "1,7" ("1.7 times as fast", „1,7-mal so schnell“).
 */
export function formatFigure(figure: ClaimFigure, locale: Locale): string {
  if (figure.kind === 'factor') return `${figure.value}×`
  if (figure.kind === 'speed') return locale === 'de' ? String(figure.value).replace('.', ',') : String(figure.value)
  if (figure.kind === 'fewer') return locale === 'de' ? `1\u2044${figure.value}` : `${figure.value}×`
  return locale === 'de' ? `${figure.value}\u00a0%` : `${figure.value}%`
}

/** The claims whose figure the pages read from here. */
export type FigureClaimId = { [K in ClaimId]: (typeof claims)[K] extends { figure: ClaimFigure } ? K : never }[ClaimId]

/** The formatted figure of a claim the pages read from here. */
export function claimFigure(id: FigureClaimId, locale: Locale): string {
  return formatFigure(claims[id].figure, locale)
}

/** A claim's share or factor as a number for the calculator: 70 % → 0.7, 3× (fewer) → 3, 1.7 times as fast → 1.7. */
export function claimValue(figure: ClaimFigure): number {
  return figure.kind === 'percent' ? figure.value / 100 : figure.value
}

/** A claim's recorded basis as a page shows it: numbered within its page section. */
export interface ClaimNote {
  id: string
  /** 1, 2, …: the marker beside the figure and the note's place in the section's list. */
  number: number
  claim: string
  source: string
  sample: string
  period: string
}

/**
 * The claims of a page section (`ids`, in the order the section states them) that have a recorded
 * basis, numbered from 1, in the page's language: the section marks each figure with its number and
 * lists the notes. None while nothing is recorded.
 */
export function claimNotes(ids: readonly ClaimId[], locale: Locale, registry: Record<string, Claim> = claims): ClaimNote[] {
  const notes: ClaimNote[] = []
  for (const id of ids) {
    const evidence = registry[id]?.evidence
    if (!evidence || notes.some((note) => note.id === id)) continue
    notes.push({
      id,
      number: notes.length + 1,
      claim: registry[id]?.wording[locale] ?? id,
      source: localized(evidence.source, locale),
      sample: localized(evidence.sample, locale),
      period: localized(evidence.period, locale),
    })
  }
  return notes
}

/** Claims without evidence, for the launch check and the production start: each id with its claim. */
export function unsupportedClaims(registry: Record<string, Claim> = claims): Array<{ id: string; claim: Claim }> {
  return Object.entries(registry)
    .filter(([, claim]) => claim.evidence === null)
    .map(([id, claim]) => ({ id, claim }))
}
