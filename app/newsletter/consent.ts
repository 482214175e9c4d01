// The version of the consent text the form shows (common_newsletter_consent in both languages).
// It is stored with every signup as proof of what the visitor agreed to. Change the text, change
// the version: tests/unit/newsletter-consent.test.ts fails until both move together.
export const NEWSLETTER_CONSENT_VERSION = '2026-11-27'
/** SHA-256 of the English and German consent texts this version names. */
export const NEWSLETTER_CONSENT_TEXT_SHA256 = '0de201c7cd4bc91e4cabe66ab3ffb8b0671b967bd2323ff0e3944712129ffd59'
