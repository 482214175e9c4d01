import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  LegalEntitySchema,
  legalDetails,
  legalEntity,
  legalTextDates,
  LegalTextDatesSchema,
  unsetLegalFields,
} from '../../app/content/legal-entity.ts'

const issues = (input: unknown) => {
  const result = v.safeParse(LegalEntitySchema, input)
  return result.success ? [] : result.issues.map((issue) => v.getDotPath(issue)?.split('.')[0])
}

describe('the legal entity module', () => {
  it('matches its schema (real values in their formats, placeholders in square brackets)', () => {
    expect(issues(legalEntity)).toEqual([])
  })

  it('refuses a badly formed real value and an unmarked placeholder', () => {
    expect(issues({ ...legalEntity, vatId: 'DE12' })).toContain('vatId')
    expect(issues({ ...legalEntity, email: 'not an address' })).toContain('email')
    expect(issues({ ...legalEntity, registerNumber: '123456' })).toContain('registerNumber')
    expect(issues({ ...legalEntity, company: { placeholder: true, en: 'Company', de: 'Firma' } })).toContain('company')
    expect(
      issues({ ...legalEntity, vatId: 'DE123456789', email: 'hello@example.com', registerNumber: 'HRB 123456 B' }),
    ).toEqual([])
  })

  it('gives every field as text in both languages', () => {
    for (const locale of ['en', 'de'] as const) {
      const details = legalDetails(locale)
      expect(Object.keys(details).sort()).toEqual(Object.keys(legalEntity).sort())
      for (const value of Object.values(details)) expect(value.trim()).not.toBe('')
    }
    expect(legalDetails('de').country).toBe('Deutschland')
  })

  it('finds the fields that are still placeholders', () => {
    const sample = {
      company: { placeholder: true as const, en: '[Company]', de: '[Firma]' },
      street: 'Hauptstraße 1',
      country: { en: 'Germany', de: 'Deutschland' },
    }
    expect(unsetLegalFields(sample)).toEqual(['company'])
  })

  it('lists what the operator still has to fill in (app/content/legal-entity.ts, see docs/legal.md)', () => {
    const unset = unsetLegalFields()
    if (unset.length > 0) console.warn(`Legal details still to fill in before launch: ${unset.join(', ')}`)
    // Unfilled fields are a reminder, not a gate; but the list must be exactly what the legal pages
    // show as a [placeholder], in both languages, so the reminder never misses one.
    for (const locale of ['en', 'de'] as const) {
      const shown = Object.entries(legalDetails(locale)).filter(([, text]) => /^\[.+\]$/.test(text))
      expect(shown.map(([field]) => field).sort()).toEqual([...unset].sort())
    }
  })

  it('has valid effective dates that are not in the future', () => {
    expect(v.safeParse(LegalTextDatesSchema, legalTextDates).success).toBe(true)
    const today = new Date().toISOString().slice(0, 10)
    for (const date of Object.values(legalTextDates)) expect(date <= today).toBe(true)
  })
})
