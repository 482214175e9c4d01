// The launch check (server/launch-check.ts): one case per kind of finding, on inputs that hold
// exactly that problem, and the rule that decides whether a production server may start.
import { describe, expect, it } from 'vitest'
import { claims } from '../../app/content/claims.ts'
import { legalEntity } from '../../app/content/legal-entity.ts'
import { omit } from '../../app/lib/typed-object.ts'
import { filledProof } from './proof-entries.ts'
import { type LaunchInputs, launchFindings, siteLaunchInputs, startVerdict } from '../../server/launch-check.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

const recorded = { source: 'Hosting contract', sample: 'contract no. 1', period: 'since 2026' }
/** Everything filled in: the check finds nothing. */
const ready: LaunchInputs = {
  env: {
    PUBLIC_SITE_URL: 'https://www.lifescience-agents.de',
    LOGIN_URL: 'https://app.lifescience-agents.de/login',
    SCHEDULER_URL: 'https://cal.com/lifescience-agents/demo',
    LINKEDIN_URL: 'https://www.linkedin.com/company/lifescience-agents',
    INSTAGRAM_URL: 'https://www.instagram.com/lifescience_agents',
    YOUTUBE_URL: 'https://www.youtube.com/@lifescience-agents',
    MAILERLITE_API_KEY: 'key',
    CLIENT_IP_HEADER: 'X-Real-IP',
    DEMO_REQUEST_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc',
  },
  legalEntity: Object.fromEntries(Object.keys(legalEntity).map((field) => [field, 'filled in'])),
  messages: { en: { pages_imprint_title: 'Imprint' }, de: { pages_imprint_title: 'Impressum' } },
  samples: [{ file: 'app/content/team.ts', entries: [{ id: 'real-person', sample: false }] }],
  applicationEmail: 'jobs@lifescience-agents.de',
  claims: Object.fromEntries(Object.entries(claims).map(([id, claim]) => [id, { ...claim, evidence: recorded }])),
  texts: [['content/blog/x/en.md', 'The duty applies from 2 December 2026.']],
  today: '2026-11-28',
  proof: filledProof,
}
const found = (inputs: Partial<LaunchInputs>) =>
  launchFindings({ ...ready, ...inputs }).map((f) => [f.kind, f.severity, f.what, f.where])

describe('launch check', () => {
  it('finds nothing when everything is filled in', () => {
    expect(found({})).toEqual([])
  })

  it('warns about each kind of proof without an entry: the pages show nothing in its place', () => {
    const proof = { ...ready.proof, testimonials: [], caseStudy: null }
    expect(found({ proof })).toEqual([
      [
        'empty-proof',
        'warning',
        'no named testimonials: the site shows no such proof (add only real, cleared entries)',
        'app/content/proof.ts',
      ],
      [
        'empty-proof',
        'warning',
        'no case study: the site shows no such proof (add only real, cleared entries)',
        'app/content/proof.ts',
      ],
    ])
    // As shipped, every slot is empty: four warnings, no blocker.
    const shipped = launchFindings(siteLaunchInputs(ready.env, { en, de })).filter((f) => f.kind === 'empty-proof')
    expect(shipped.map((f) => f.severity)).toEqual(['warning', 'warning', 'warning', 'warning'])
  })

  it('blocks a placeholder in the legal entity, naming the field and the file', () => {
    expect(
      found({ legalEntity: { ...ready.legalEntity, vatId: { placeholder: true, en: '[VAT ID]', de: '[USt-IdNr.]' } } }),
    ).toEqual([
      ['legal-placeholder', 'blocker', 'legal entity field `vatId` is a placeholder', 'app/content/legal-entity.ts'],
    ])
  })

  it('blocks an analytics or conversion tool without its description only while its script is configured', () => {
    const undescribed = {
      ...ready.legalEntity,
      analyticsTool: { placeholder: true as const, en: '[Analytics tool]', de: '[Analysewerkzeug]' },
      conversionTool: { placeholder: true as const, en: '[Conversion]', de: '[Conversion]' },
    }
    expect(found({ legalEntity: undescribed })).toEqual([])
    expect(
      found({
        legalEntity: undescribed,
        env: { ...ready.env, ANALYTICS_SCRIPT_URL: 'https://stats.lifescience-agents.de/script.js' },
      }),
    ).toEqual([
      [
        'legal-placeholder',
        'blocker',
        'legal entity field `analyticsTool` is a placeholder',
        'app/content/legal-entity.ts',
      ],
    ])
  })

  it('blocks a placeholder in a legal text, but not brackets elsewhere or a message parameter', () => {
    const messages = {
      en: { pages_imprint_register: 'Register: [HRB number]', pages_legal_x: 'Phone: {phone}', home_x: '[Draft]' },
      de: {},
    }
    expect(found({ messages })).toEqual([
      [
        'legal-placeholder',
        'blocker',
        'legal text `pages_imprint_register` holds the placeholder [HRB number]',
        'messages/en.json',
      ],
    ])
  })

  it('blocks sample team members, partners and jobs', () => {
    const samples = [
      {
        file: 'app/content/partners.ts',
        entries: [
          { id: 'invented-partner', sample: true },
          { id: 'real-partner', sample: false },
        ],
      },
      { file: 'app/content/jobs.ts', entries: [{ id: 'invented-job', sample: true }] },
    ]
    expect(found({ samples })).toEqual([
      ['sample-content', 'blocker', '`invented-partner` is sample content (sample: true)', 'app/content/partners.ts'],
      ['sample-content', 'blocker', '`invented-job` is sample content (sample: true)', 'app/content/jobs.ts'],
    ])
  })

  it('blocks example domains in the configuration and the application address', () => {
    const env = {
      ...ready.env,
      LOGIN_URL: 'https://app.acme.example/login',
      ALLOWED_HOSTS: 'www.acme.test',
      MAILERLITE_API_URL: 'https://example.com',
    }
    expect(found({ env, applicationEmail: 'jobs@acme.example' }).map(([kind, , , where]) => [kind, where])).toEqual([
      ['example-domain', 'LOGIN_URL'],
      ['example-domain', 'MAILERLITE_API_URL'],
      ['example-domain', 'ALLOWED_HOSTS'],
      ['example-domain', 'app/content/jobs.ts'],
    ])
  })

  it('blocks a loopback public address', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      expect(found({ env: { ...ready.env, PUBLIC_SITE_URL: url } })).toContainEqual([
        'loopback-url',
        'blocker',
        `PUBLIC_SITE_URL is a loopback address (${url})`,
        'PUBLIC_SITE_URL',
      ])
    }
  })

  it('blocks a missing MailerLite key, scheduler address and the other sample addresses', () => {
    const env = omit(ready.env, 'MAILERLITE_API_KEY', 'SCHEDULER_URL')
    expect(found({ env }).map(([kind, , , where]) => [kind, where])).toEqual([
      ['missing-setting', 'SCHEDULER_URL'],
      ['missing-setting', 'MAILERLITE_API_KEY'],
    ])
  })

  it('blocks a quantified claim without evidence, and only warns about an absolute one', () => {
    const findings = launchFindings({
      ...ready,
      claims: {
        ...ready.claims,
        conversion: { ...claims.conversion, evidence: null },
        gdprCompliant: { ...claims.gdprCompliant, evidence: null },
      },
    })
    expect(findings.map((f) => [f.kind, f.severity, f.where])).toEqual([
      ['claim-without-evidence', 'blocker', 'app/content/claims.ts'],
      ['claim-without-evidence', 'warning', 'app/content/claims.ts'],
    ])
    expect(findings[0]?.what).toContain('2× higher conversion')
    expect(findings[1]?.what).toContain('Data processing under the GDPR')
  })

  it('blocks a sentence about a period that has ended, and warns a month ahead', () => {
    const texts = [
      ['content/blog/a/en.md', 'A transition period runs until 2 December 2026 (as of November 2026).'],
      ['content/blog/a/de.md', 'Es läuft eine Übergangsfrist bis zum 2.\u00a0Dezember 2026.'],
      ['messages/en.json x', 'The offer is valid until 20 December 2026.'],
    ] as const
    expect(found({ texts, today: '2026-12-03' }).map(([kind, severity, , where]) => [kind, severity, where])).toEqual([
      ['expired-period', 'blocker', 'content/blog/a/en.md'],
      ['expired-period', 'blocker', 'content/blog/a/de.md'],
      ['expired-period', 'warning', 'messages/en.json x'],
    ])
    expect(found({ texts, today: '2026-12-02' }).map(([, severity]) => severity)).toEqual([
      'warning',
      'warning',
      'warning',
    ])
    expect(found({ texts, today: '2027-02-01' }).map(([, severity]) => severity)).toEqual([
      'blocker',
      'blocker',
      'blocker',
    ])
  })

  it('lists every claim of the site while none has evidence: the figures as blockers, the absolute claims as warnings', () => {
    const findings = launchFindings(siteLaunchInputs(ready.env, { en, de })).filter(
      (f) => f.kind === 'claim-without-evidence',
    )
    expect(findings).toHaveLength(Object.keys(claims).length)
    const severity = (id: string) => findings.find((f) => f.what.startsWith(`claim \`${id}\``))?.severity
    for (const id of [
      'resources',
      'conversion',
      'contentCreation',
      'complianceLoops',
      'approvals',
      'quickStart',
      'referralReward',
    ])
      expect(severity(id), id).toBe('blocker')
    for (const id of [
      'noTraining',
      'gdprCompliant',
      'euHosting',
      'encryptedAccess',
      'processingAgreement',
      'modelHosting',
      'trainedPartners',
    ])
      expect(severity(id), id).toBe('warning')
  })
})

describe('production start', () => {
  /** A public address with the demo page's two lanes set (a real scheduler, a CRM webhook). */
  const publicSite = {
    PUBLIC_SITE_URL: 'https://www.lifescience-agents.de',
    SCHEDULER_URL: 'https://cal.com/lifescience-agents/demo',
    DEMO_REQUEST_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc',
    CLIENT_IP_HEADER: 'X-Real-IP',
  }
  const placeholder = {
    ...ready.legalEntity,
    company: { placeholder: true as const, en: '[Company name GmbH]', de: '[Firmenname GmbH]' },
  }
  const start = (env: Record<string, string>) =>
    startVerdict({ env, legalEntity: placeholder, messages: ready.messages, claims: ready.claims })

  it('refuses a public address while legal placeholders remain', () => {
    const verdict = start(publicSite)
    expect(verdict.start).toBe(false)
    expect(verdict.start === false && verdict.refusals.map((f) => f.what)).toEqual([
      'legal entity field `company` is a placeholder',
    ])
  })

  it('starts a staging server with LAUNCH_CHECK=warn, with the placeholders as warnings', () => {
    const verdict = start({
      ...publicSite,
      PUBLIC_SITE_URL: 'https://staging.lifescience-agents.de',
      LAUNCH_CHECK: 'warn',
    })
    expect(verdict).toMatchObject({ start: true, warnings: [{ kind: 'legal-placeholder' }] })
  })

  it('refuses a public address without CLIENT_IP_HEADER (behind the proxy all would share one limit)', () => {
    const filled = (env: Record<string, string>) =>
      startVerdict({ env, legalEntity: ready.legalEntity, messages: ready.messages, claims: ready.claims })
    expect(filled(omit(publicSite, 'CLIENT_IP_HEADER'))).toMatchObject({
      start: false,
      refusals: [{ kind: 'missing-setting', where: 'CLIENT_IP_HEADER' }],
    })
    expect(filled(publicSite)).toEqual({ start: true, warnings: [] })
    expect(filled({ PUBLIC_SITE_URL: 'http://127.0.0.1:3350' })).toEqual({ start: true, warnings: [] })
    expect(found({ env: omit(ready.env, 'CLIENT_IP_HEADER') }).map(([, , , where]) => where)).toEqual([
      'CLIENT_IP_HEADER',
    ])
  })

  it('refuses a public address while a test read path is on, and names the variable', () => {
    const filled = (env: Record<string, string>) =>
      startVerdict({ env, legalEntity: ready.legalEntity, messages: ready.messages, claims: ready.claims })
    const site = publicSite
    for (const variable of ['RENDER_CACHE_STATS', 'VITALS_ROWS_FOR_TESTS']) {
      const verdict = filled({ ...site, [variable]: '1' })
      expect(verdict).toMatchObject({ start: false, refusals: [{ kind: 'test-read-path', where: variable }] })
      expect(filled({ ...site, [variable]: '1', LAUNCH_CHECK: 'warn' })).toMatchObject({
        start: true,
        warnings: [{ kind: 'test-read-path', where: variable }],
      })
      expect(filled({ PUBLIC_SITE_URL: 'http://127.0.0.1:3350', [variable]: '1' })).toEqual({
        start: true,
        warnings: [],
      })
    }
    // Placeholders and read paths are refused together, each named.
    const both = start({ ...site, RENDER_CACHE_STATS: '1', VITALS_ROWS_FOR_TESTS: '1' })
    expect(both.start === false && both.refusals.map((f) => f.where)).toEqual([
      'app/content/legal-entity.ts',
      'RENDER_CACHE_STATS',
      'VITALS_ROWS_FOR_TESTS',
    ])
  })

  it('lists a test read path as a blocker in npm run launch:check', () => {
    expect(found({ env: { ...ready.env, VITALS_ROWS_FOR_TESTS: '1' } })).toEqual([
      [
        'test-read-path',
        'blocker',
        'VITALS_ROWS_FOR_TESTS=1 lets anyone read the day’s speed reports at GET /api/vitals',
        'VITALS_ROWS_FOR_TESTS',
      ],
    ])
  })

  it('refuses a sample scheduler address on a public start, and warns without a CRM webhook', () => {
    const filled = (env: Record<string, string>) =>
      startVerdict({ env, legalEntity: ready.legalEntity, messages: ready.messages, claims: ready.claims })
    for (const scheduler of [undefined, 'https://cal.lifescience-agents.example/demo']) {
      const env = { ...publicSite, SCHEDULER_URL: scheduler ?? '' }
      expect(filled(env)).toMatchObject({
        start: false,
        refusals: [{ kind: 'example-domain', where: 'SCHEDULER_URL' }],
      })
    }
    expect(filled({ ...publicSite, DEMO_REQUEST_WEBHOOK_URL: '' })).toEqual({
      start: true,
      warnings: [expect.objectContaining({ severity: 'warning', where: 'DEMO_REQUEST_WEBHOOK_URL' })],
    })
    expect(found({ env: { ...ready.env, DEMO_REQUEST_WEBHOOK_URL: '' } })).toEqual([
      [
        'missing-setting',
        'warning',
        'DEMO_REQUEST_WEBHOOK_URL is not set: demo requests are stored but reach sales only by `npm run leads:export`',
        'DEMO_REQUEST_WEBHOOK_URL',
      ],
    ])
  })

  it('never blocks a loopback address (development, tests, the measuring scripts)', () => {
    expect(start({ PUBLIC_SITE_URL: 'http://127.0.0.1:3350' })).toEqual({ start: true, warnings: [] })
    expect(start({})).toEqual({ start: true, warnings: [] })
  })

  it('starts a public address once everything is filled in', () => {
    expect(
      startVerdict({
        env: publicSite,
        legalEntity: ready.legalEntity,
        messages: ready.messages,
        claims: ready.claims,
      }),
    ).toEqual({ start: true, warnings: [] })
  })

  it('refuses a public address while a quantified claim has no evidence; an absolute claim does not stop it', () => {
    const withClaims = (env: Record<string, string>, ids: string[]) =>
      startVerdict({
        env,
        legalEntity: ready.legalEntity,
        messages: ready.messages,
        claims: {
          ...ready.claims,
          ...Object.fromEntries(ids.map((id) => [id, { ...claims[id as keyof typeof claims], evidence: null }])),
        },
      })
    const site = publicSite
    const refused = withClaims(site, ['approvals', 'euHosting'])
    expect(refused.start).toBe(false)
    expect(refused.start === false && refused.refusals.map((f) => [f.kind, f.what])).toEqual([
      [
        'claim-without-evidence',
        'claim `approvals` “up to 60% shorter approvals” has no evidence recorded (/, /about-us, /business-value-calculator)',
      ],
    ])
    expect(withClaims(site, ['euHosting'])).toEqual({ start: true, warnings: [] })
    expect(withClaims({ ...site, LAUNCH_CHECK: 'warn' }, ['approvals'])).toMatchObject({
      start: true,
      warnings: [{ kind: 'claim-without-evidence' }],
    })
    expect(withClaims({ PUBLIC_SITE_URL: 'http://127.0.0.1:3350' }, ['approvals'])).toEqual({
      start: true,
      warnings: [],
    })
  })
})
