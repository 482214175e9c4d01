// What the signup form sends, shared by the form, the server function and the plain form post.
import * as v from 'valibot'
import { LocaleSchema } from '../i18n/locale.ts'

/** RFC 5321 limits an address to 254 octets… */
export const EMAIL_MAX_LENGTH = 254
/** …and the part before the @ to 64. */
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64

const octets = (text: string) => new TextEncoder().encode(text).byteLength

/** False when a (trimmed) address is longer than RFC 5321 allows, in all or before its last @. */
export function withinEmailLengths(address: string): boolean {
  const at = address.lastIndexOf('@')
  return (
    octets(address) <= EMAIL_MAX_LENGTH && (at === -1 || octets(address.slice(0, at)) <= EMAIL_LOCAL_PART_MAX_LENGTH)
  )
}

/** Trimmed and lower-cased, so one address is one row however it was typed. */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty(),
  v.check(withinEmailLengths),
  v.email(),
)

/**
 * The request as a whole. Fields are length-limited before any parsing; the address itself is checked
 * with EmailSchema afterwards, so a bad address gets its own translated answer.
 */
export const SignupRequestSchema = v.object({
  email: v.pipe(v.string(), v.maxLength(1024)),
  locale: LocaleSchema,
  // The honeypot: hidden from people, filled in by bots that complete every field.
  website: v.optional(v.pipe(v.string(), v.maxLength(1024)), ''),
})

export type SignupRequest = v.InferInput<typeof SignupRequestSchema>

/** Form field names, shared by the form and the plain (no JavaScript) post handler. */
export const FORM_FIELDS = { form: 'form', email: 'email', honeypot: 'website' } as const
/** The value of the hidden `form` field that marks a post as a newsletter signup. */
export const FORM_NAME = 'newsletter'
