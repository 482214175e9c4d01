// What the demo form sends, shared by the form, the server function and the plain form post: the
// field names, their limits, and the validation that gives each bad field its own reason.
import * as v from 'valibot'
import { EmailSchema } from '../newsletter/input.ts'

export const TOPICS = ['demo', 'question', 'partnership'] as const
export type Topic = (typeof TOPICS)[number]

/** Form field names; the calculator's inputs travel under their own URL keys (estimate.ts). */
export const DEMO_FIELDS = {
  form: 'form',
  key: 'key',
  name: 'name',
  email: 'email',
  company: 'company',
  role: 'role',
  message: 'message',
  topic: 'topic',
  newsletter: 'newsletter',
  honeypot: 'website',
} as const
/** The value of the hidden `form` field that marks a post as a demo request. */
export const DEMO_FORM_NAME = 'demo-request'

export const TEXT_LIMITS = { name: 200, company: 200, role: 200, message: 4000 } as const

/** The fields a visitor types, as the form keeps them (also after a failed post). */
export interface DemoFields {
  name: string
  email: string
  company: string
  role: string
  message: string
  topic: Topic
  newsletter: boolean
}

export type FieldName = 'name' | 'email' | 'company' | 'role' | 'message' | 'topic'
export type FieldProblem = 'required' | 'too_long' | 'invalid'
export type FieldProblems = Partial<Record<FieldName, FieldProblem>>

export const EMPTY_FIELDS: DemoFields = {
  name: '',
  email: '',
  company: '',
  role: '',
  message: '',
  topic: 'demo',
  newsletter: false,
}

/** Bounded before anything else looks at it: a huge value is cut, never echoed back in full. */
const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max + 1) : '')

/** What was sent, as fields (any shape: missing or odd values become empty ones). */
export function fieldsOf(raw: Record<string, unknown>): DemoFields {
  const topic = TOPICS.find((t) => t === raw.topic) ?? 'demo'
  return {
    name: clip(raw.name, TEXT_LIMITS.name),
    email: clip(raw.email, 1024),
    company: clip(raw.company, TEXT_LIMITS.company),
    role: clip(raw.role, TEXT_LIMITS.role),
    message: clip(raw.message, TEXT_LIMITS.message),
    topic,
    newsletter: raw.newsletter === true || raw.newsletter === 'on' || raw.newsletter === 'yes',
  }
}

/** The request as stored: trimmed, the address lower-cased, empty optional fields null. */
export interface ValidRequest {
  name: string
  email: string
  company: string
  role: string | null
  message: string | null
  topic: Topic
}

/** Checks each field on its own, so every bad one gets its own message beside it. */
export function validateFields(
  fields: DemoFields,
  rawTopic: unknown,
): { ok: true; request: ValidRequest } | { ok: false; problems: FieldProblems } {
  const problems: FieldProblems = {}
  const text = (name: 'name' | 'company' | 'role' | 'message', required: boolean) => {
    const value = fields[name].trim()
    if (required && value === '') problems[name] = 'required'
    else if (value.length > TEXT_LIMITS[name]) problems[name] = 'too_long'
    return value
  }
  const name = text('name', true)
  const company = text('company', true)
  const role = text('role', false)
  const message = text('message', false)
  const email = v.safeParse(EmailSchema, fields.email)
  if (!email.success) problems.email = fields.email.trim() === '' ? 'required' : 'invalid'
  if (rawTopic !== undefined && !TOPICS.some((t) => t === rawTopic)) problems.topic = 'invalid'
  if (!email.success || Object.keys(problems).length > 0) return { ok: false, problems }
  return {
    ok: true,
    request: { name, email: email.output, company, role: role || null, message: message || null, topic: fields.topic },
  }
}

/** A key the browser made for one submission (a UUID); anything else is ignored. */
export const IdempotencyKeySchema = v.pipe(v.string(), v.uuid())
