// A consent covers what its categories did when it was given (docs/consent.md). The fingerprint of
// the processings each category switches on is recorded here per CONSENT_VERSION: a change to
// app/consent/processings.ts without a new version, and so without asking every visitor again, fails.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPTIONAL_CATEGORIES } from '../../app/consent/consent-store.ts'
import { CONSENT_VERSION } from '../../app/consent/consent-version.ts'
import { processingDetails } from '../../app/consent/processing-details.ts'
import { categoryInUse, categoryProcessings, processings, processingsInUse } from '../../app/consent/processings.ts'

/** What each version's categories switch on, as a fingerprint (version 1 stored no version: none). */
const recorded: Record<number, string> = {
  2: 'ef2c783bce0fa2c8',
}

/** The processings per category, in their order, with what each does (app/consent/processing-details.ts). */
function fingerprint(): string {
  const described = OPTIONAL_CATEGORIES.map((category) => [
    category,
    categoryProcessings[category].map((id) => ({ id, ...processingDetails[id] })),
  ])
  return createHash('sha256').update(JSON.stringify(described)).digest('hex').slice(0, 16)
}

describe('the consent version', () => {
  it('is the one recorded for what the categories switch on now (raise CONSENT_VERSION and record the new fingerprint when it changes)', () => {
    expect(recorded[CONSENT_VERSION], `no fingerprint recorded for version ${CONSENT_VERSION}`).toBeDefined()
    expect(fingerprint()).toBe(recorded[CONSENT_VERSION])
  })

  it('is new for every change: no two versions share a fingerprint', () => {
    const values = Object.values(recorded)
    expect(new Set(values).size).toBe(values.length)
    expect(Math.max(...Object.keys(recorded).map(Number))).toBe(CONSENT_VERSION)
  })

  it('notices a processing added to a category, and a processing that does more', () => {
    const before = fingerprint()
    const performance = categoryProcessings.performance
    categoryProcessings.performance = [...performance, 'analyticsScript']
    try {
      expect(fingerprint()).not.toBe(before)
    } finally {
      categoryProcessings.performance = performance
    }
    const speed = processingDetails.speedMeasurement
    processingDetails.speedMeasurement = { ...speed, stores: 'provider cookies' }
    try {
      expect(fingerprint()).not.toBe(before)
    } finally {
      processingDetails.speedMeasurement = speed
    }
  })
})

describe('the description of the categories', () => {
  const privacyPolicy = readFileSync(new URL('../../app/legal/privacy-sections.tsx', import.meta.url), 'utf8')

  it('names for every processing a section of the privacy policy that exists', () => {
    for (const [id, details] of Object.entries(processingDetails))
      expect(privacyPolicy, id).toContain(`id: '${details.privacySection}'`)
  })

  it('puts every processing in exactly one category', () => {
    const listed = OPTIONAL_CATEGORIES.flatMap((category) => categoryProcessings[category])
    expect([...listed].sort()).toEqual(Object.keys(processings).sort())
  })

  it('says a category is in use exactly when one of its processings runs in this configuration', () => {
    const bare = { tracking: { conversionFunction: 'f' } }
    const tracked = {
      tracking: {
        conversionFunction: 'f',
        analyticsScriptUrl: 'https://a.test/a.js',
        conversionScriptUrl: 'https://c.test/c.js',
      },
    }
    expect(OPTIONAL_CATEGORIES.filter((category) => categoryInUse(category, bare))).toEqual([
      'functional',
      'performance',
    ])
    expect(OPTIONAL_CATEGORIES.filter((category) => categoryInUse(category, tracked))).toEqual([
      'functional',
      'analytics',
      'performance',
      'marketing',
    ])
    expect(processingsInUse(bare, OPTIONAL_CATEGORIES).map(({ id }) => id)).toEqual([
      'schedulerEmbed',
      'speedMeasurement',
    ])
  })
})
