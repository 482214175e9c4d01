// The consent text shown under the form is proof of what a subscriber agreed to: its version is
// stored with each signup. This test ties the version to the exact texts, so changing a text
// without a new version (or the reverse) fails here.
import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { NEWSLETTER_CONSENT_TEXT_SHA256, NEWSLETTER_CONSENT_VERSION } from '../../app/newsletter/consent.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

it('the stored consent version names the consent texts shown', () => {
  const texts = [en.common_newsletter_consent, de.common_newsletter_consent].join('\n')
  const hash = createHash('sha256').update(texts).digest('hex')
  expect(NEWSLETTER_CONSENT_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(
    hash,
    'the consent text changed: set NEWSLETTER_CONSENT_VERSION to today and NEWSLETTER_CONSENT_TEXT_SHA256 to this hash',
  ).toBe(NEWSLETTER_CONSENT_TEXT_SHA256)
})
