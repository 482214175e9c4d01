// The calculator's inputs: ranges, parsing of what a visitor types (German or English number
// formats) or what a shared link carries, and validation with valibot.
import * as v from 'valibot'
import type { CalculatorInput } from './model.ts'
import type { Locale } from '../i18n/locale.ts'
import { type PageSearchKey, pageSearchKeys } from '../i18n/page-search.ts'
import { firstValue } from '../lib/search-params.ts'
import { keysOf, recordOf } from '../lib/typed-object.ts'

export type Field = keyof CalculatorInput
/** Sensible ranges: a one-person team up to a large pharma marketing organisation. */
export const LIMITS: Record<Field, { min: number; max: number }> = {
  teamSize: { min: 1, max: 500 },
  campaignsPerYear: { min: 1, max: 1000 },
  piecesPerCampaign: { min: 1, max: 500 },
  externalBudgetPerCampaign: { min: 0, max: 10_000_000 },
  platformCostPerYear: { min: 0, max: 10_000_000 },
}

export const FIELDS = keysOf(LIMITS)

/** Fields a visitor may leave empty: not given, not an error (the result is then gross only). */
export const OPTIONAL_FIELDS: ReadonlySet<Field> = new Set(['platformCostPerYear'])

/** Short URL keys of a shared result: `?team=8&campaigns=12&pieces=20&budget=15000&cost=30000`. */
export const URL_KEYS: Record<Field, PageSearchKey<'/business-value-calculator'>> = {
  teamSize: 'team',
  campaignsPerYear: 'campaigns',
  piecesPerCampaign: 'pieces',
  externalBudgetPerCampaign: 'budget',
  platformCostPerYear: 'cost',
}

const FIELD_ERRORS = ['required', 'notWholeNumber', 'tooSmall', 'tooLarge'] as const
export type FieldError = (typeof FIELD_ERRORS)[number]

/** The schema's messages are FieldErrors (schemaFor); valibot types them as plain strings. */
const fieldError = (message: string | undefined): FieldError =>
  FIELD_ERRORS.find((error) => error === message) ?? 'required'

/** "12.500" on German pages, "12,500" on English ones, plain "12500" everywhere; null if not a number. */
export function parseLocalizedInteger(raw: unknown, locale: Locale): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : null
  if (typeof raw !== 'string') return null
  const group = locale === 'de' ? '.' : ','
  const decimal = locale === 'de' ? ',' : '.'
  const text = raw.trim().replace(/[\s\u00a0\u202f€]/g, '')
  if (text === '' || text.length > 20) return null
  const grouped = new RegExp(`^-?\\d{1,3}(\\${group}\\d{3})+(\\${decimal}\\d+)?$`)
  const plain = new RegExp(`^-?\\d+(\\${decimal}\\d+)?$`)
  if (!grouped.test(text) && !plain.test(text)) return null
  return Number(text.split(group).join('').replace(decimal, '.'))
}

function schemaFor(field: Field) {
  const { min, max } = LIMITS[field]
  return v.pipe(
    v.number('required'),
    v.integer('notWholeNumber'),
    v.minValue(min, 'tooSmall'),
    v.maxValue(max, 'tooLarge'),
  )
}

export const CalculatorInputSchema = v.object(recordOf(FIELDS, schemaFor))

export interface ParsedInputs {
  /** The values, when all required ones are valid and an optional one is valid or not given. */
  input: CalculatorInput | null
  /** The valid values (to refill the form). */
  values: Partial<CalculatorInput>
  errors: Partial<Record<Field, FieldError>>
}

/** Validates raw values (form text or URL values) field by field. */
export function parseInputs(raw: Partial<Record<Field, unknown>>, locale: Locale): ParsedInputs {
  const values: Partial<CalculatorInput> = {}
  const errors: Partial<Record<Field, FieldError>> = {}
  for (const field of FIELDS) {
    const value = raw[field]
    const blank = value === undefined || (typeof value === 'string' && value.trim() === '')
    if (blank && OPTIONAL_FIELDS.has(field)) continue
    const number = blank ? undefined : (parseLocalizedInteger(value, locale) ?? Number.NaN)
    const result = v.safeParse(schemaFor(field), Number.isNaN(number) ? 'not a number' : number)
    if (result.success) values[field] = result.output
    else errors[field] = Number.isNaN(number) ? 'notWholeNumber' : fieldError(result.issues[0].message)
  }
  const { teamSize, campaignsPerYear, piecesPerCampaign, externalBudgetPerCampaign, platformCostPerYear } = values
  const input =
    teamSize !== undefined &&
    campaignsPerYear !== undefined &&
    piecesPerCampaign !== undefined &&
    externalBudgetPerCampaign !== undefined &&
    errors.platformCostPerYear === undefined
      ? {
          teamSize,
          campaignsPerYear,
          piecesPerCampaign,
          externalBudgetPerCampaign,
          ...(platformCostPerYear === undefined ? {} : { platformCostPerYear }),
        }
      : null
  return { input, values, errors }
}

/**
 * The route's search params: a number, or the raw text of a value that is not one (kept, so the
 * page can say it was ignored and the URL stays as shared); of a repeated key, the first. Anything
 * else is dropped, never an error.
 */
const SearchValue = v.optional(
  v.pipe(
    v.unknown(),
    v.transform(firstValue),
    v.transform((value) =>
      typeof value === 'number' || (typeof value === 'string' && value.length <= 40) ? value : undefined,
    ),
  ),
)
export const CalculatorSearch = v.object(recordOf(pageSearchKeys['/business-value-calculator'], () => SearchValue))
export type CalculatorSearch = v.InferOutput<typeof CalculatorSearch>

/** Search params of the route → raw values per field. */
export function fromSearch(search: CalculatorSearch): Partial<Record<Field, unknown>> {
  return Object.fromEntries(FIELDS.map((field) => [field, search[URL_KEYS[field]]]))
}

/** Valid input → search params to share (an optional value not given stays out of the URL). */
export function toSearch(input: CalculatorInput): CalculatorSearch {
  return Object.fromEntries(
    FIELDS.filter((field) => input[field] !== undefined).map((field) => [URL_KEYS[field], input[field]]),
  )
}
