// The version of what a consent covers. Raise it whenever a category gains a processing (an entry of
// `processings` in ./processings.ts): every stored consent of an older version is then asked again.
// tests/unit/consent-version.test.ts holds each version's fingerprint of the processings and fails
// when they change without a new version. A file of its own: the head script of every page needs it.
// 1: the consent as stored before 26 Nov 2026 (no version field; read as 1).
// 2: "Performance" runs the speed measurement (app/vitals/), the scheduler embed under "Functional".
export const CONSENT_VERSION = 2
