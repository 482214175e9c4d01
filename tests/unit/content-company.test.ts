import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { omit } from '../../app/lib/typed-object.ts'
import {
  type Image,
  JobSchema,
  type Localized,
  MentorSchema,
  PartnerSchema,
  TeamMemberSchema,
} from '../../app/content/company-schemas.ts'
import { APPLICATION_EMAIL, APPLICATION_EMAIL_IS_SAMPLE, jobs } from '../../app/content/jobs.ts'
import { partners } from '../../app/content/partners.ts'
import { mentors, teamMembers } from '../../app/content/team.ts'
import { itemAt } from '../support/item-at.ts'

const publicDir = fileURLToPath(new URL('../../public', import.meta.url))

const modules = [
  ['team members', TeamMemberSchema, teamMembers],
  ['mentors', MentorSchema, mentors],
  ['jobs', JobSchema, jobs],
  ['partners', PartnerSchema, partners],
] as const

/** Every { en, de } text anywhere inside a value. */
function localizedTexts(value: unknown): Localized[] {
  if (Array.isArray(value)) return value.flatMap(localizedTexts)
  if (typeof value !== 'object' || value === null) return []
  const keys = Object.keys(value)
  if (keys.length === 2 && keys.includes('en') && keys.includes('de')) return [value as Localized]
  return Object.values(value).flatMap(localizedTexts)
}

const messages = (issues: v.BaseIssue<unknown>[]) => issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)

describe.each(modules)('%s', (_name, schema, entries) => {
  it('validate against their schema', () => {
    const result = v.safeParse(v.pipe(v.array(schema), v.minLength(1)), entries)
    expect(result.success ? [] : messages(result.issues)).toEqual([])
  })

  it('have unique ids', () => {
    const ids = entries.map((entry) => entry.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('are written in German, not copied from English', () => {
    const copied = localizedTexts(entries).filter((text) => text.en.length > 40 && text.en === text.de)
    expect(copied).toEqual([])
  })

  it('carry a sample flag', () => {
    for (const entry of entries) expect(typeof entry.sample).toBe('boolean')
  })
})

describe('images', () => {
  const images: Array<[string, Image]> = [
    ...[...teamMembers, ...mentors].map((person): [string, Image] => [person.id, person.image]),
    ...partners.flatMap((partner): Array<[string, Image]> => (partner.logo ? [[partner.id, partner.logo]] : [])),
  ]
  it.each(images)('%s: an SVG of our own, of the declared size, loading nothing from elsewhere', (_id, image) => {
    const file = `${publicDir}${image.src}`
    expect(existsSync(file)).toBe(true)
    const svg = readFileSync(file, 'utf8')
    expect(svg).toContain(`width="${image.width}"`)
    expect(svg).toContain(`height="${image.height}"`)
    expect(svg.replaceAll('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|<image|@import/)
  })
})

describe('sample data is marked', () => {
  // Placeholder addresses live on the reserved .example domain; whatever uses one must say it is a sample.
  const isPlaceholder = (address: string) => new URL(address).hostname.endsWith('.example')

  it('profile links on a placeholder host belong to sample people', () => {
    for (const person of teamMembers)
      if (person.profileUrl && isPlaceholder(person.profileUrl)) expect(person.sample).toBe(true)
  })

  it('the application address is flagged while it is a placeholder', () => {
    expect(APPLICATION_EMAIL).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
    if (APPLICATION_EMAIL.endsWith('.example')) expect(APPLICATION_EMAIL_IS_SAMPLE).toBe(true)
  })
})

describe('what the spec asks of the content', () => {
  it('has four team members and three mentors', () => {
    expect(teamMembers).toHaveLength(4)
    expect(mentors).toHaveLength(3)
  })

  it('has a partner with 30-plus years of consulting experience, and one coming soon', () => {
    expect(partners.some((p) => /\b30\b/.test(p.description.en) && /\b30\b/.test(p.description.de))).toBe(true)
    expect(partners.some((p) => p.comingSoon)).toBe(true)
  })

  it('gives every job what a JobPosting needs, dated no later than today', () => {
    const today = new Date().toISOString().slice(0, 10)
    for (const job of jobs) {
      expect(job.datePosted <= today).toBe(true)
      if (job.validThrough) expect(job.validThrough > job.datePosted).toBe(true)
      expect(job.location.locality.length).toBeGreaterThan(0)
    }
  })
})

describe('the schemas reject incomplete content', () => {
  const member = itemAt(teamMembers, 0)
  it('a bio without German', () => {
    expect(v.safeParse(TeamMemberSchema, { ...member, bio: { en: member.bio.en, de: ' ' } }).success).toBe(false)
  })
  it('a portrait from another host', () => {
    expect(
      v.safeParse(TeamMemberSchema, { ...member, image: { ...member.image, src: 'https://cdn.example.com/a.svg' } })
        .success,
    ).toBe(false)
  })
  it('a person without a sample flag', () => {
    expect(v.safeParse(TeamMemberSchema, omit(member, 'sample')).success).toBe(false)
  })
  it('a job without a date or with an unknown employment type', () => {
    const job = itemAt(jobs, 0)
    expect(v.safeParse(JobSchema, { ...job, datePosted: 'soon' }).success).toBe(false)
    expect(v.safeParse(JobSchema, { ...job, employmentType: 'SOMETIMES' }).success).toBe(false)
  })
  it('a partner with an empty expertise list', () => {
    expect(v.safeParse(PartnerSchema, { ...itemAt(partners, 0), expertise: [] }).success).toBe(false)
  })
})
