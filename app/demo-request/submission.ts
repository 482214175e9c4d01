// A submission from what was sent, the same for the plain form post (its fields) and the server
// function (its object): the visitor's fields, the key, the honeypot and the calculator's inputs.
import type { Locale } from '../i18n/locale.ts'
import { type DemoSearch, ESTIMATE_KEYS, estimateOf } from './estimate.ts'
import { DEMO_FIELDS, fieldsOf } from './input.ts'
import type { DemoSubmission } from './submit.server.ts'

const text = (value: unknown, max = 1024) => (typeof value === 'string' ? value.slice(0, max) : '')

export function submissionOf(raw: Record<string, unknown>, locale: Locale): DemoSubmission {
  const search: DemoSearch = Object.fromEntries(
    ESTIMATE_KEYS.flatMap((key) => (typeof raw[key] === 'string' ? [[key, text(raw[key], 40)]] : [])),
  )
  return {
    fields: fieldsOf(raw),
    rawTopic: raw[DEMO_FIELDS.topic],
    key: text(raw[DEMO_FIELDS.key], 100),
    honeypot: text(raw[DEMO_FIELDS.honeypot]),
    locale,
    estimate: estimateOf(search, locale),
  }
}
