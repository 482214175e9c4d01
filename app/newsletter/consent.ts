// The version of the consent text the form shows (common_newsletter_consent in both languages).
// It is stored with every signup as proof of what the visitor agreed to. Change the text, change
// the version: tests/unit/newsletter-consent.test.ts fails until both move together.
export const NEWSLETTER_CONSENT_VERSION = '2026-11-22'
/** SHA-256 of the English and German consent texts this version names. */
export const NEWSLETTER_CONSENT_TEXT_SHA256 = '45d9b740ce355f3745d6b67e10a8b77b419a315c303f8c2fab1266e254fa5abc'
