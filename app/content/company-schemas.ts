// The shapes of the company pages' content (team member, mentor, job role, partner).
// The content modules import only the types from here; tests/unit/content-company.test.ts validates
// the data against the schemas, so the browser bundle carries no validation code.
import * as v from 'valibot'

const text = v.pipe(v.string(), v.trim(), v.nonEmpty())
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lowercase slug'))
const isoDate = v.pipe(v.string(), v.isoDate())

/** A text in both languages; neither may be empty. */
export const LocalizedSchema = v.strictObject({ en: text, de: text })
export type Localized = v.InferOutput<typeof LocalizedSchema>

const list = v.pipe(v.array(LocalizedSchema), v.minLength(1))

/** An image served from our own origin (`public/`), with its intrinsic size so nothing shifts. */
export const ImageSchema = v.strictObject({
  src: v.pipe(v.string(), v.regex(/^\/images\/[a-z0-9/-]+\.(svg|webp|png|jpg)$/, 'a path under /images/')),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type Image = v.InferOutput<typeof ImageSchema>

/** `sample: true` marks invented content: the page says so until a marketer replaces it. */
const sample = v.boolean()

export const MentorSchema = v.strictObject({
  id: slug,
  name: text,
  role: LocalizedSchema,
  bio: LocalizedSchema,
  image: ImageSchema,
  sample,
})
export type Mentor = v.InferOutput<typeof MentorSchema>

export const TeamMemberSchema = v.strictObject({
  ...MentorSchema.entries,
  /** A public profile (for example a professional network), opened in a new tab. */
  profileUrl: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
})
export type TeamMember = v.InferOutput<typeof TeamMemberSchema>

/** schema.org JobPosting employment types, so the SEO issue can emit them as they are. */
export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'INTERN', 'CONTRACTOR'] as const
/** Where the work happens; `remote-eu` also admits applicants living anywhere in the EU. */
export const WORKPLACES = ['onsite', 'hybrid', 'remote-eu'] as const

export const JobSchema = v.strictObject({
  id: slug,
  title: LocalizedSchema,
  subtitle: LocalizedSchema,
  mission: list,
  offer: list,
  expect: list,
  employmentType: v.picklist(EMPLOYMENT_TYPES),
  workplace: v.picklist(WORKPLACES),
  /** The office the role belongs to (JobPosting jobLocation). */
  location: v.strictObject({ locality: text, countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)) }),
  datePosted: isoDate,
  validThrough: v.optional(isoDate),
  sample,
})
export type Job = v.InferOutput<typeof JobSchema>

export const PartnerSchema = v.strictObject({
  id: slug,
  name: text,
  specialization: LocalizedSchema,
  description: LocalizedSchema,
  expertise: list,
  /** How the partner supports our customers (onboarding, training, integration). */
  support: v.optional(LocalizedSchema),
  additionalExpertise: v.optional(list),
  logo: v.optional(ImageSchema),
  /** Shows the "coming soon" label: the partnership is agreed but not yet available to customers. */
  comingSoon: v.boolean(),
  sample,
})
export type Partner = v.InferOutput<typeof PartnerSchema>
