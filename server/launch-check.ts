// What must not go live (`npm run launch:check`, docs/launch.md): placeholders in the legal entity
// and the legal texts, sample team, partners and jobs, example domains in the configuration, a
// loopback public address, a missing newsletter key or scheduler address, a quantified claim without
// recorded evidence, a sentence about a period that has ended (blockers), and an absolute claim
// without evidence, a period ending within a month or an empty kind of proof (warnings). A production start on a
// public address refuses to start while legal placeholders remain, a quantified claim has no
// evidence, CLIENT_IP_HEADER is unset or a test read path is on (server/launch-refusal.ts).
import { APPLICATION_EMAIL, jobs } from '../app/content/jobs.ts'
import { type Claim, claims, unsupportedClaims } from '../app/content/claims.ts'
import { type LegalValue, legalEntity, unsetLegalFields } from '../app/content/legal-entity.ts'
import { partners } from '../app/content/partners.ts'
import { emptyProof, type Proof, proof } from '../app/content/proof.ts'
import { mentors, teamMembers } from '../app/content/team.ts'
import { readHostList } from '../app/http/allowed-hosts.ts'
import { isExampleHost, readSiteConfig } from '../app/config/site.ts'
import { expiredPeriods, runningPeriods, todayUtc } from './expired-periods.ts'

type Env = Record<string, string | undefined>

export type FindingKind =
  | 'legal-placeholder'
  | 'sample-content'
  | 'example-domain'
  | 'loopback-url'
  | 'missing-setting'
  | 'test-read-path'
  | 'claim-without-evidence'
  | 'expired-period'
  | 'empty-proof'

export interface Finding {
  kind: FindingKind
  severity: 'blocker' | 'warning'
  /** What is wrong, naming the field, entry or variable. */
  what: string
  /** Where to fix it: a file or an environment variable. */
  where: string
}

/** What the check reads; each part can be replaced in tests. */
export interface LaunchInputs {
  env: Env
  legalEntity: Record<string, LegalValue>
  /** Messages of both languages: keys of the legal texts are searched for placeholders. */
  messages: Record<string, Record<string, string>>
  samples: Array<{ file: string; entries: Array<{ id: string; sample: boolean }> }>
  applicationEmail: string
  claims: Record<string, Claim>
  /** The copy of both languages (messages, articles, content), searched for periods that end. */
  texts: ReadonlyArray<readonly [where: string, text: string]>
  /** YYYY-MM-DD. */
  today: string
  /** Customer logos, testimonials, case study, certifications (app/content/proof.ts). */
  proof: Proof
}

const LEGAL_ENTITY_FILE = 'app/content/legal-entity.ts'
const LEGAL_TEXT_KEYS = /^pages_(privacy|cookies|imprint|third_party_terms|legal)_/
/** A stand-in in square brackets, as the legal entity's placeholders are written: "[Company name GmbH]". */
const BRACKETED = /\[[^\]{}]*[A-Za-zÄÖÜäöü][^\]{}]*\]/
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i

export function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK_HOST.test(new URL(url).hostname)
  } catch {
    return false
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

/** The legal placeholders alone: what stops a production start on a public address. */
export function legalPlaceholders(inputs: Pick<LaunchInputs, 'env' | 'legalEntity' | 'messages'>): Finding[] {
  // A tool's description counts once its address is set: the banner and the policies name it then.
  const { tracking } = readSiteConfig(inputs.env)
  const fields = unsetLegalFields(inputs.legalEntity, tracking).map((field): Finding => ({
    kind: 'legal-placeholder',
    severity: 'blocker',
    what: `legal entity field \`${field}\` is a placeholder`,
    where: LEGAL_ENTITY_FILE,
  }))
  const texts = Object.entries(inputs.messages).flatMap(([locale, messages]) =>
    Object.entries(messages)
      .filter(([key, text]) => LEGAL_TEXT_KEYS.test(key) && BRACKETED.test(text))
      .map(([key, text]): Finding => ({
        kind: 'legal-placeholder',
        severity: 'blocker',
        what: `legal text \`${key}\` holds the placeholder ${BRACKETED.exec(text)?.[0]}`,
        where: `messages/${locale}.json`,
      })),
  )
  return [...fields, ...texts]
}

function configFindings(env: Env, applicationEmail: string): Finding[] {
  const findings: Finding[] = []
  const site = readSiteConfig(env)
  if (isLoopbackUrl(site.siteUrl)) {
    findings.push({
      kind: 'loopback-url',
      severity: 'blocker',
      what: `PUBLIC_SITE_URL is a loopback address (${site.siteUrl})`,
      where: 'PUBLIC_SITE_URL',
    })
  }
  // Unset, these fall back to the sample addresses of app/config/site.ts.
  for (const name of ['LOGIN_URL', 'SCHEDULER_URL', 'LINKEDIN_URL', 'INSTAGRAM_URL', 'YOUTUBE_URL']) {
    if (!env[name])
      findings.push({
        kind: 'missing-setting',
        severity: 'blocker',
        what: `${name} is not set: the site links its sample address`,
        where: name,
      })
  }
  const urls: Array<[string, string | undefined]> = [
    ['PUBLIC_SITE_URL', site.siteUrl],
    ['LOGIN_URL', env.LOGIN_URL],
    ['SCHEDULER_URL', env.SCHEDULER_URL],
    ['LINKEDIN_URL', env.LINKEDIN_URL],
    ['INSTAGRAM_URL', env.INSTAGRAM_URL],
    ['YOUTUBE_URL', env.YOUTUBE_URL],
    ['ANALYTICS_SCRIPT_URL', env.ANALYTICS_SCRIPT_URL],
    ['CONVERSION_SCRIPT_URL', env.CONVERSION_SCRIPT_URL],
    ['GEOLOCATION_URL', env.GEOLOCATION_URL],
    ['MAILERLITE_API_URL', env.MAILERLITE_API_URL],
    ['DEMO_REQUEST_WEBHOOK_URL', env.DEMO_REQUEST_WEBHOOK_URL],
  ]
  for (const [name, url] of urls) {
    if (url && !isLoopbackUrl(url) && isExampleHost(hostOf(url))) {
      findings.push({
        kind: 'example-domain',
        severity: 'blocker',
        what: `${name} points to an example domain (${url})`,
        where: name,
      })
    }
  }
  for (const host of readHostList(env)) {
    if (isExampleHost(host.split(':')[0] ?? host))
      findings.push({
        kind: 'example-domain',
        severity: 'blocker',
        what: `ALLOWED_HOSTS names an example domain (${host})`,
        where: 'ALLOWED_HOSTS',
      })
  }
  const mailDomain = applicationEmail.split('@')[1] ?? ''
  if (isExampleHost(mailDomain)) {
    findings.push({
      kind: 'example-domain',
      severity: 'blocker',
      what: `APPLICATION_EMAIL is at an example domain (${applicationEmail})`,
      where: 'app/content/jobs.ts',
    })
  }
  if (!env.MAILERLITE_API_KEY) {
    findings.push({
      kind: 'missing-setting',
      severity: 'blocker',
      what: 'MAILERLITE_API_KEY is not set: newsletter sign-ups would stay pending',
      where: 'MAILERLITE_API_KEY',
    })
  }
  return findings
}

/**
 * A public address is served through a proxy (TLS ends in front of the instance): without
 * CLIENT_IP_HEADER every visitor arrives from the proxy's address and all share one rate-limit bucket.
 */
function clientAddressFindings(env: Env): Finding[] {
  if (env.CLIENT_IP_HEADER) return []
  return [
    {
      kind: 'missing-setting',
      severity: 'blocker',
      what: "CLIENT_IP_HEADER is not set: behind the proxy every visitor would share one rate-limit bucket (the proxy's address)",
      where: 'CLIENT_IP_HEADER',
    },
  ]
}

/**
 * The demo page's two lanes: a sample scheduler address (unset, or an example domain) would offer a
 * dead link, so a public start refuses it; without a CRM webhook the requests are stored but reach
 * sales only by `npm run leads:export`, which a public start names as a warning.
 */
export function demoRequestFindings(env: Env): { blockers: Finding[]; warnings: Finding[] } {
  const scheduler = env.SCHEDULER_URL
  const blockers: Finding[] =
    !scheduler || isExampleHost(hostOf(scheduler))
      ? [
          {
            kind: 'example-domain',
            severity: 'blocker',
            what: `SCHEDULER_URL is a sample address (${readSiteConfig(env).schedulerUrl}): the demo page would offer a dead scheduler`,
            where: 'SCHEDULER_URL',
          },
        ]
      : []
  const warnings: Finding[] = env.DEMO_REQUEST_WEBHOOK_URL
    ? []
    : [
        {
          kind: 'missing-setting',
          severity: 'warning',
          what: 'DEMO_REQUEST_WEBHOOK_URL is not set: demo requests are stored but reach sales only by `npm run leads:export`',
          where: 'DEMO_REQUEST_WEBHOOK_URL',
        },
      ]
  return { blockers, warnings }
}

/** Read paths for the browser tests and the benchmarks, each on when its variable is `1`. */
const TEST_READ_PATHS = [
  {
    variable: 'RENDER_CACHE_STATS',
    what: 'RENDER_CACHE_STATS=1 lets anyone read the render cache’s and the process’s memory figures at GET /api/render-cache',
  },
  {
    variable: 'VITALS_ROWS_FOR_TESTS',
    what: 'VITALS_ROWS_FOR_TESTS=1 lets anyone read the day’s speed reports at GET /api/vitals',
  },
] as const

function testReadPaths(env: Env): Finding[] {
  return TEST_READ_PATHS.filter(({ variable }) => env[variable] === '1').map(({ variable, what }) => ({
    kind: 'test-read-path',
    severity: 'blocker',
    what,
    where: variable,
  }))
}

function sampleFindings(samples: LaunchInputs['samples']): Finding[] {
  return samples.flatMap(({ file, entries }) =>
    entries
      .filter((entry) => entry.sample)
      .map((entry): Finding => ({
        kind: 'sample-content',
        severity: 'blocker',
        what: `\`${entry.id}\` is sample content (sample: true)`,
        where: file,
      })),
  )
}

/** Claims without evidence: a figure blocks (no figure goes live without its basis), a promise warns. */
function claimFindings(registry: Record<string, Claim>): Finding[] {
  return unsupportedClaims(registry).map(({ id, claim }) => ({
    kind: 'claim-without-evidence',
    severity: claim.kind === 'quantified' ? 'blocker' : 'warning',
    what: `claim \`${id}\` “${claim.wording.en}” has no evidence recorded (${claim.pages.join(', ')})`,
    where: 'app/content/claims.ts',
  }))
}

const PROOF_KINDS: Record<keyof Proof, string> = {
  customerLogos: 'no customer logos',
  testimonials: 'no named testimonials',
  caseStudy: 'no case study',
  certifications: 'no certifications',
}

/** A kind of proof without an entry: the pages show nothing in its place, a buyer sees nothing to check. */
function proofFindings(slots: Proof): Finding[] {
  return emptyProof(slots).map((kind) => ({
    kind: 'empty-proof',
    severity: 'warning',
    what: `${PROOF_KINDS[kind]}: the site shows no such proof (add only real, cleared entries)`,
    where: 'app/content/proof.ts',
  }))
}

const PERIOD_WARNING_DAYS = 31

/** "until <date>" in the copy: false once the date has passed (blocker), due for rewording soon (warning). */
function periodFindings(texts: LaunchInputs['texts'], today: string): Finding[] {
  const soon = new Date(Date.parse(today) + PERIOD_WARNING_DAYS * 86_400_000).toISOString().slice(0, 10)
  const periods = runningPeriods(texts)
  const expired = new Set(expiredPeriods(periods, today))
  return periods
    .filter((period) => expired.has(period) || period.ends < soon)
    .map((period) => ({
      kind: 'expired-period',
      severity: expired.has(period) ? 'blocker' : 'warning',
      what: expired.has(period)
        ? `“${period.phrase}” has passed: the sentence is false now; reword it so it stays true`
        : `“${period.phrase}” ends within ${PERIOD_WARNING_DAYS} days: reword the sentence so it stays true`,
      where: period.where,
    }))
}

/** Everything that must not go live, blockers first. */
export function launchFindings(inputs: LaunchInputs): Finding[] {
  const claimsFound = claimFindings(inputs.claims)
  const periodsFound = periodFindings(inputs.texts, inputs.today)
  return [
    ...legalPlaceholders(inputs),
    ...periodsFound.filter((finding) => finding.severity === 'blocker'),
    ...sampleFindings(inputs.samples),
    ...configFindings(inputs.env, inputs.applicationEmail),
    ...clientAddressFindings(inputs.env),
    ...testReadPaths(inputs.env),
    ...claimsFound.filter((finding) => finding.severity === 'blocker'),
    ...claimsFound.filter((finding) => finding.severity === 'warning'),
    ...periodsFound.filter((finding) => finding.severity === 'warning'),
    ...proofFindings(inputs.proof),
    ...demoRequestFindings(inputs.env).warnings,
  ]
}

/** The site's own content and messages, with the given environment. */
export function siteLaunchInputs(
  env: Env,
  messages: LaunchInputs['messages'],
  texts: LaunchInputs['texts'] = [],
  today = todayUtc(),
): LaunchInputs {
  return {
    env,
    legalEntity,
    messages,
    samples: [
      { file: 'app/content/team.ts', entries: [...teamMembers, ...mentors] },
      { file: 'app/content/partners.ts', entries: partners },
      { file: 'app/content/jobs.ts', entries: jobs },
    ],
    applicationEmail: APPLICATION_EMAIL,
    claims,
    texts,
    today,
    proof,
  }
}

/** One line per finding: "BLOCKER  what  → where". */
export function formatFindings(findings: Finding[]): string {
  return findings
    .map((finding) => `${finding.severity === 'blocker' ? 'BLOCKER' : 'warning'}  ${finding.what}  → ${finding.where}`)
    .join('\n')
}

export type StartVerdict = { start: true; warnings: Finding[] } | { start: false; refusals: Finding[] }

/**
 * Whether a production server may start: on a public address (PUBLIC_SITE_URL not loopback) not
 * while legal placeholders remain, a quantified claim has no evidence, CLIENT_IP_HEADER is unset or a
 * test read path is on,
 * unless LAUNCH_CHECK=warn (a staging server). A loopback address (development, tests, the measuring
 * scripts) is never blocked.
 */
export function startVerdict(inputs: Pick<LaunchInputs, 'env' | 'legalEntity' | 'messages' | 'claims'>): StartVerdict {
  if (isLoopbackUrl(readSiteConfig(inputs.env).siteUrl)) return { start: true, warnings: [] }
  const demo = demoRequestFindings(inputs.env)
  const findings = [
    ...legalPlaceholders(inputs),
    ...claimFindings(inputs.claims).filter((finding) => finding.severity === 'blocker'),
    ...clientAddressFindings(inputs.env),
    ...testReadPaths(inputs.env),
    ...demo.blockers,
  ]
  if (findings.length === 0 || inputs.env.LAUNCH_CHECK === 'warn') {
    return { start: true, warnings: [...findings, ...demo.warnings] }
  }
  return { start: false, refusals: findings }
}
