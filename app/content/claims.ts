// Every quantified or absolute claim the site's copy makes, in ONE place: the figure, its wording in
// both languages (as the copy words it), where it appears and the evidence behind it.
// The pages read the six result figures from here (their messages carry a placeholder such as
// {figure}); `npm run launch:check` warns about every claim without evidence, and
// tests/unit/claims.test.ts fails when a message states a figure this registry does not know.
//
// FOR THE OPERATOR (marketing): `evidence: null` means "none recorded". Before launch, replace it for
// each claim with where the figure comes from, who or what was measured and when, e.g.
//   evidence: { source: { en: 'Time tracking at pilot customers', de: 'Zeiterfassung bei Pilotkunden' },
//               sample: { en: '12 teams, 340 assets', de: '12 Teams, 340 Assets' }, period: { en: 'Jan–Jun 2026', de: 'Jan.–Juni 2026' } }
// Pages then show that basis under the figure ("How we measured"). Keep the documents on file.
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

/** A figure the copy states: a share ("70 %") or a factor ("3×"). */
export type ClaimFigure = { kind: 'percent'; value: number } | { kind: 'factor'; value: number }

export interface Claim {
  /** The figure, where the pages read it from here; absent for absolute claims and offer terms. */
  figure?: ClaimFigure
  /** The claim as the copy words it (figures formatted for the language). */
  wording: Localized
  /** Where it appears: canonical English paths, or "every page" for the footer. */
  pages: readonly string[]
  /** The message keys (or content files) that state it. */
  sources: readonly string[]
  /** Only in search-engine copy (a meta description), never in visible text. */
  searchOnly?: true
  /** Listed in docs/legal.md section 4 ("Claims in the copy that need evidence before launch"). */
  legalDoc?: true
  /** None recorded until the operator fills it in (see above). */
  evidence: Evidence | null
}

const EVERY_PAGE = 'every page (footer)'

export const claims = {
  resources: {
    figure: { kind: 'percent', value: 40 },
    wording: { en: '40% fewer resources', de: '40\u00a0% weniger Ressourcenaufwand' },
    pages: ['/', '/business-value-calculator'],
    sources: ['home_result_resources_value', 'pages_calc_how_budget'],
    legalDoc: true,
    evidence: null,
  },
  conversion: {
    figure: { kind: 'factor', value: 2 },
    wording: { en: '2× higher conversion', de: '2× höhere Conversion' },
    pages: ['/'],
    sources: ['home_result_conversion_value'],
    legalDoc: true,
    evidence: null,
  },
  contentCreation: {
    figure: { kind: 'percent', value: 70 },
    wording: { en: '70% faster content creation', de: '70\u00a0% schnellere Content-Erstellung' },
    pages: ['/', '/about-us', '/business-value-calculator'],
    sources: ['home_result_speed_value', 'seo_home_description', 'pages_about_story_p3', 'pages_calc_how_product'],
    legalDoc: true,
    evidence: null,
  },
  complianceLoops: {
    figure: { kind: 'factor', value: 3 },
    wording: { en: '3× fewer compliance feedback loops', de: '3× weniger Feedbackschleifen mit der Compliance' },
    pages: ['/', '/about-us', '/business-value-calculator'],
    sources: ['home_result_loops_value', 'pages_about_value_compliance_text', 'pages_calc_how_product'],
    legalDoc: true,
    evidence: null,
  },
  approvals: {
    figure: { kind: 'percent', value: 60 },
    wording: { en: 'up to 60% shorter approvals', de: 'bis zu 60\u00a0% kürzere Freigabeprozesse' },
    pages: ['/', '/about-us', '/business-value-calculator'],
    sources: ['home_result_approvals_value', 'pages_about_story_p3', 'pages_calc_how_product'],
    legalDoc: true,
    evidence: null,
  },
  contentReviews: {
    figure: { kind: 'factor', value: 10 },
    wording: { en: '10× faster content reviews', de: '10× schnellere Content-Reviews' },
    pages: ['/product'],
    sources: ['seo_product_description'],
    searchOnly: true,
    legalDoc: true,
    evidence: null,
  },
  quickStart: {
    wording: { en: 'Start in 5 minutes', de: 'In 5 Minuten startklar' },
    pages: ['/', '/book-demo'],
    sources: ['home_trust_start_title', 'pages_book_demo_cover_next_text', 'app/content/faq.ts (time-to-start)'],
    evidence: null,
  },
  noTraining: {
    wording: { en: 'Your data is not used for training', de: 'Kein Training mit Ihren Daten' },
    pages: ['/', '/about-us', '/brand-analysis'],
    sources: ['home_trust_training_title', 'pages_about_value_data_text', 'pages_brand_analysis_data_note', 'app/content/faq.ts (training-data)'],
    legalDoc: true,
    evidence: null,
  },
  gdprCompliant: {
    wording: { en: 'GDPR compliant', de: 'DSGVO-konform' },
    pages: [EVERY_PAGE, '/', '/about-us'],
    sources: ['common_footer_gdpr', 'home_trust_gdpr_title', 'pages_about_value_data_text', 'seo_default_description', 'app/content/faq.ts (gdpr)'],
    legalDoc: true,
    evidence: null,
  },
  euHosting: {
    wording: { en: 'Hosted on European servers', de: 'Gehostet auf europäischen Servern' },
    pages: [EVERY_PAGE, '/', '/about-us', '/book-demo', '/brand-analysis'],
    sources: [
      'common_footer_eu_hosting',
      'home_trust_eu_title',
      'pages_about_value_data_text',
      'pages_book_demo_cover_questions_text',
      'pages_brand_analysis_data_note',
      'seo_default_description',
      'app/content/faq.ts (hosting)',
    ],
    legalDoc: true,
    evidence: null,
  },
  encryptedAccess: {
    wording: {
      en: 'Data travels only over encrypted connections; only the people you invite have access',
      de: 'Daten werden ausschließlich verschlüsselt übertragen; Zugriff haben nur die Personen, die Sie einladen',
    },
    pages: ['/'],
    sources: ['app/content/faq.ts (data-security)'],
    evidence: null,
  },
  processingAgreement: {
    wording: {
      en: 'Where we process personal data on your behalf, we conclude a data processing agreement (Art. 28 GDPR)',
      de: 'Soweit wir Daten in Ihrem Auftrag verarbeiten, schließen wir einen Auftragsverarbeitungsvertrag nach Art. 28 DSGVO',
    },
    pages: ['/'],
    sources: ['app/content/faq.ts (gdpr)'],
    evidence: null,
  },
  referralReward: {
    wording: { en: '10% of the deal value as a referral reward', de: '10\u00a0% des Auftragswerts als Empfehlungsprämie' },
    pages: ['/strategic-partnerships'],
    sources: [
      'pages_strategic_partnerships_intro',
      'pages_strategic_partnerships_reward_share_figure',
      'pages_strategic_partnerships_step_reward_text',
      'seo_strategic_partnerships_description',
    ],
    legalDoc: true,
    evidence: null,
  },
  trainedPartners: {
    wording: { en: 'Every partner is trained on the platform', de: 'Jeder Partner ist auf der Plattform geschult' },
    pages: ['/partners'],
    sources: ['pages_partners_list_intro'],
    legalDoc: true,
    evidence: null,
  },
} as const satisfies Record<string, Claim>

export type ClaimId = keyof typeof claims

const localized = (value: string | Localized, locale: Locale) => (typeof value === 'string' ? value : value[locale])

/** A figure as the language writes it: English "70%", German "70 %" (non-breaking space); "3×" in both. */
export function formatFigure(figure: ClaimFigure, locale: Locale): string {
  if (figure.kind === 'factor') return `${figure.value}×`
  return locale === 'de' ? `${figure.value}\u00a0%` : `${figure.value}%`
}

/** The claims whose figure the pages read from here. */
export type FigureClaimId = { [K in ClaimId]: (typeof claims)[K] extends { figure: ClaimFigure } ? K : never }[ClaimId]

/** The formatted figure of a claim the pages read from here. */
export function claimFigure(id: FigureClaimId, locale: Locale): string {
  return formatFigure(claims[id].figure, locale)
}

/** A claim's share or factor as a number for the calculator: 70 % → 0.7, 3× → 3. */
export function claimValue(figure: ClaimFigure): number {
  return figure.kind === 'percent' ? figure.value / 100 : figure.value
}

export interface ClaimBasis {
  claim: string
  source: string
  sample: string
  period: string
}

/** The recorded basis of each of `ids` that has one, in the page's language (for its "How we measured" note). */
export function claimBases(ids: readonly ClaimId[], locale: Locale, registry: Record<string, Claim> = claims): ClaimBasis[] {
  return ids.flatMap((id) => {
    const claim = registry[id]
    if (!claim?.evidence) return []
    const { source, sample, period } = claim.evidence
    return [{ claim: claim.wording[locale], source: localized(source, locale), sample: localized(sample, locale), period: localized(period, locale) }]
  })
}

/** Claims without evidence, for the launch check: each id with its wording and pages. */
export function unsupportedClaims(registry: Record<string, Claim> = claims): Array<{ id: string; claim: Claim }> {
  return Object.entries(registry)
    .filter(([, claim]) => claim.evidence === null)
    .map(([id, claim]) => ({ id, claim }))
}
