import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatEuro, formatNumber } from '../../app/calculator/format.ts'
import {
  CalculatorSearch,
  FIELDS,
  LIMITS,
  parseInputs,
  parseLocalizedInteger,
  toSearch,
  fromSearch,
} from '../../app/calculator/inputs.ts'
import { ASSUMPTIONS, type CalculatorInput, CLAIMS, calculate } from '../../app/calculator/model.ts'

const typical: CalculatorInput = {
  teamSize: 8,
  campaignsPerYear: 12,
  piecesPerCampaign: 20,
  externalBudgetPerCampaign: 15_000,
}
const minimum: CalculatorInput = {
  teamSize: 1,
  campaignsPerYear: 1,
  piecesPerCampaign: 1,
  externalBudgetPerCampaign: 0,
}
/** The four required values as a form would send them. */
const toSearchValues = (input: CalculatorInput) => ({
  teamSize: String(input.teamSize),
  campaignsPerYear: String(input.campaignsPerYear),
  piecesPerCampaign: String(input.piecesPerCampaign),
  externalBudgetPerCampaign: String(input.externalBudgetPerCampaign),
})
const maximum = Object.fromEntries(FIELDS.map((field) => [field, LIMITS[field].max])) as unknown as CalculatorInput

describe('model', () => {
  it('computes the typical team by hand', () => {
    const r = calculate(typical)
    expect(r.piecesPerYear).toBe(240)
    // today: 240 × (6 + 3 × 1.5 + 2) + 12 × (8 + 1 × 8) = 3000 + 192
    expect(r.currentHoursPerYear).toBeCloseTo(3192)
    // with the product: 240 × (6 ÷ 1.7 + 1 × 1.5 + 2 × (1 − 0.3)) + 192 ≈ 1543.06 + 192
    expect(r.productHoursPerYear).toBeCloseTo(240 * (6 / 1.7 + 1.5 + 1.4) + 192)
    expect(r.productHoursPerYear).toBeCloseTo(1735.06, 1)
    expect(r.hoursSavedPerYear).toBeCloseTo(1456.94, 1)
    // 1456.94 h × 70 € + 12 × 15,000 € × 0.4 ≈ 173,986 € (the maxima read as typical gave 213,120 €)
    expect(r.grossAnnualSavings).toBeCloseTo(1456.94 * 70 + 72_000, -1)
    expect(Math.round(r.grossAnnualSavings)).toBe(173_986)
    // Split for the result: cash (external budget) and the value of the freed time.
    expect(r.externalBudgetSavedPerYear).toBeCloseTo(72_000)
    expect(Math.round(r.timeValuePerYear)).toBe(101_986)
    expect(r.externalBudgetSavedPerYear + r.timeValuePerYear).toBeCloseTo(r.grossAnnualSavings)
    expect(r.grossMonthlySavings).toBeCloseTo(r.grossAnnualSavings / 12)
    expect(r.hoursSavedPerMonth).toBeCloseTo(r.hoursSavedPerYear / 12)
  })

  it('keeps the FTE percent consistent with the hours', () => {
    const r = calculate(typical)
    expect(r.ftePercent).toBeCloseTo((r.hoursSavedPerYear / ASSUMPTIONS.fteHoursPerYear) * 100)
  })

  it('gives cumulative monthly series that end at the yearly totals', () => {
    const r = calculate(typical)
    expect(r.months).toHaveLength(12)
    const last = r.months[11]
    expect(last?.currentHours).toBeCloseTo(r.currentHoursPerYear)
    expect(last?.productCost).toBeCloseTo(r.productCostPerYear)
    expect(last?.savedCost).toBeCloseTo(r.grossAnnualSavings)
    for (const point of r.months) expect(point.currentCost - point.productCost).toBeCloseTo(point.savedCost)
  })

  it.each([
    ['minimum', minimum],
    ['typical', typical],
    ['maximum', maximum],
  ])('never saves a negative amount (%s inputs)', (_label, input) => {
    const r = calculate(input)
    expect(r.grossAnnualSavings).toBeGreaterThanOrEqual(0)
    expect(r.hoursSavedPerYear).toBeGreaterThanOrEqual(0)
    expect(Number.isFinite(r.grossAnnualSavings)).toBe(true)
  })

  it('saves no external budget when there is none', () => {
    const r = calculate({ ...typical, externalBudgetPerCampaign: 0 })
    expect(r.grossAnnualSavings).toBeCloseTo(r.hoursSavedPerYear * ASSUMPTIONS.hourlyCostEuro)
  })

  it.each(FIELDS)('grows (or stays) with %s', (field) => {
    let previous = -1
    for (const value of [LIMITS[field].min, LIMITS[field].min + 1, 10, 100, LIMITS[field].max]) {
      const savings = calculate({ ...typical, [field]: value }).grossAnnualSavings
      expect(savings).toBeGreaterThanOrEqual(previous)
      previous = savings
    }
  })

  it('ties each figure to a claim of the copy, and reads "up to" as the upper bound only', () => {
    expect(CLAIMS).toEqual({
      contentCreationSpeed: 1.7,
      feedbackLoopDivisor: 3,
      approvalReductionMax: 0.6,
      resourceReduction: 0.4,
    })
    expect(ASSUMPTIONS.assumedApprovalReduction).toBe(0.3)
  })

  it('reads "1.7 times as fast" as the same work in 1 ÷ 1.7 of the time', () => {
    const onlyCreation = { teamSize: 1, campaignsPerYear: 1, piecesPerCampaign: 1, externalBudgetPerCampaign: 0 }
    const r = calculate(onlyCreation)
    const a = ASSUMPTIONS
    const otherHoursSaved = a.reviewRoundsPerPiece * a.hoursPerReviewRound * (1 - 1 / 3) + a.approvalHoursPerPiece * 0.3
    expect(r.hoursSavedPerYear - otherHoursSaved).toBeCloseTo(a.creationHoursPerPiece * (1 - 1 / 1.7))
  })
})

describe('the platform’s cost: net savings and payback', () => {
  it('leaves the result gross when no cost is given', () => {
    const r = calculate(typical)
    expect(r.platform).toBeNull()
    expect(r.months[11]?.savedCost).toBeCloseTo(r.grossAnnualSavings)
  })

  it('subtracts the yearly cost for net savings, and pays it back in cost ÷ monthly gross savings months', () => {
    const r = calculate({ ...typical, platformCostPerYear: 30_000 })
    expect(Math.round(r.grossAnnualSavings)).toBe(173_986) // unchanged by the cost
    expect(r.platform?.costPerYear).toBe(30_000)
    expect(r.platform?.netAnnualSavings).toBeCloseTo(r.grossAnnualSavings - 30_000)
    expect(r.platform?.paybackMonths).toBeCloseTo(30_000 / (r.grossAnnualSavings / 12))
    expect(r.platform?.paybackMonths).toBeCloseTo(2.07, 2)
  })

  it('counts the yearly cost in the first month of the cost chart: the saved line starts below zero and ends at the net savings', () => {
    const r = calculate({ ...typical, platformCostPerYear: 30_000 })
    expect(r.months[0]?.savedCost).toBeCloseTo(r.grossMonthlySavings - 30_000)
    expect(r.months[0]?.productCost).toBeCloseTo(r.productCostPerYear / 12 + 30_000)
    expect(r.months[11]?.savedCost).toBeCloseTo(r.platform?.netAnnualSavings ?? Number.NaN)
    for (const point of r.months) expect(point.currentCost - point.productCost).toBeCloseTo(point.savedCost)
  })

  it('has no payback when a year’s gross savings do not cover the yearly cost, and pays back at once when it costs nothing', () => {
    const gross = calculate(minimum).grossAnnualSavings
    const dear = calculate({ ...minimum, platformCostPerYear: Math.ceil(gross) + 1 })
    expect(dear.platform?.netAnnualSavings).toBeLessThan(0)
    expect(dear.platform?.paybackMonths).toBeNull()
    const even = calculate({ ...typical, platformCostPerYear: 0 })
    expect(even.platform).toEqual({ costPerYear: 0, netAnnualSavings: even.grossAnnualSavings, paybackMonths: 0 })
  })
})

describe('inputs', () => {
  it.each([
    ['12.500', 'de', 12_500],
    ['12,500', 'en', 12_500],
    ['12500', 'de', 12_500],
    [' 1 000 ', 'en', 1000],
    ['15.000 €', 'de', 15_000],
    ['2,5', 'de', 2.5],
    ['abc', 'en', null],
    ['1.2.3', 'de', null],
    ['', 'en', null],
  ] as const)('reads %s on %s pages as %s', (raw, locale, expected) => {
    expect(parseLocalizedInteger(raw, locale)).toBe(expected)
  })

  it('accepts a complete valid set', () => {
    expect(
      parseInputs(
        { teamSize: '8', campaignsPerYear: 12, piecesPerCampaign: '20', externalBudgetPerCampaign: '15.000' },
        'de',
      ).input,
    ).toEqual(typical)
  })

  it('names each problem per field and keeps the valid values', () => {
    const parsed = parseInputs(
      { teamSize: '0', campaignsPerYear: '2,5', piecesPerCampaign: 'x', externalBudgetPerCampaign: '20000000' },
      'de',
    )
    expect(parsed.input).toBeNull()
    expect(parsed.errors).toEqual({
      teamSize: 'tooSmall',
      campaignsPerYear: 'notWholeNumber',
      piecesPerCampaign: 'notWholeNumber',
      externalBudgetPerCampaign: 'tooLarge',
    })
    const missing = parseInputs({ teamSize: 3 }, 'en')
    expect(missing.values).toEqual({ teamSize: 3 })
    expect(missing.errors.campaignsPerYear).toBe('required')
  })

  it('takes the platform’s yearly cost as an optional field: empty is not given, bad values get the other fields’ errors', () => {
    const withCost = (cost: unknown, locale: 'en' | 'de' = 'de') =>
      parseInputs({ ...toSearchValues(typical), platformCostPerYear: cost }, locale)
    expect(withCost('').input).toEqual(typical)
    expect(withCost(undefined).errors).toEqual({})
    expect(withCost('30.000').input).toEqual({ ...typical, platformCostPerYear: 30_000 })
    expect(withCost('30,000', 'en').input).toEqual({ ...typical, platformCostPerYear: 30_000 })
    expect(withCost('0').input).toEqual({ ...typical, platformCostPerYear: 0 })
    expect(withCost('-5').errors).toEqual({ platformCostPerYear: 'tooSmall' })
    expect(withCost('viel').errors).toEqual({ platformCostPerYear: 'notWholeNumber' })
    expect(withCost('2,5').errors).toEqual({ platformCostPerYear: 'notWholeNumber' })
    expect(withCost('99999999999').errors).toEqual({ platformCostPerYear: 'tooLarge' })
    expect(withCost('-5').input).toBeNull()
    expect(withCost('-5').values).toEqual(typical)
  })

  it('round-trips the platform’s cost through the URL, and leaves it out when not given', () => {
    const input = { ...typical, platformCostPerYear: 30_000 }
    expect(toSearch(input)).toEqual({ team: 8, campaigns: 12, pieces: 20, budget: 15_000, cost: 30_000 })
    expect(parseInputs(fromSearch(toSearch(input)), 'de').input).toEqual(input)
    expect(toSearch(typical)).not.toHaveProperty('cost')
    expect(v.parse(CalculatorSearch, { team: 8, cost: 'x' })).toMatchObject({ team: 8, cost: 'x' })
  })

  it('reads a shared link as the router parses it: of a repeated key the first value, junk dropped', () => {
    expect(
      v.parse(CalculatorSearch, { team: [8, 9], campaigns: ['x', 12], pieces: [{}], budget: 'y'.repeat(41) }),
    ).toEqual({
      team: 8,
      campaigns: 'x',
      pieces: undefined,
      budget: undefined,
    })
  })

  it('round-trips through the URL', () => {
    expect(parseInputs(fromSearch(toSearch(typical)), 'en').input).toEqual(typical)
    expect(toSearch(typical)).toEqual({ team: 8, campaigns: 12, pieces: 20, budget: 15_000 })
  })
})

describe('formatting', () => {
  it('formats euros and numbers per language', () => {
    expect(formatEuro(213_120, 'de')).toBe('213.120\u00a0€')
    expect(formatEuro(213_120, 'en')).toBe('€213,120')
    expect(formatNumber(1176.4, 'de')).toBe('1.176')
    expect(formatNumber(1.5, 'de', 1)).toBe('1,5')
    expect(formatNumber(1.5, 'en', 1)).toBe('1.5')
    expect(formatNumber(1.5, 'en', 0)).toBe('2')
    expect(formatNumber(1.25, 'en', 2)).toBe('1.25')
  })

  it('writes a negative amount with the minus sign U+2212, not a hyphen (the tables of a loss case)', () => {
    expect(formatEuro(-9501, 'de')).toBe('\u22129.501\u00a0€')
    expect(formatEuro(-9501, 'en')).toBe('\u2212€9,501')
    expect(formatNumber(-12.5, 'de', 1)).toBe('\u221212,5')
  })

  // Our own formats (no Intl formatter in the browser, app/calculator/format.ts) must read exactly as
  // Intl's en-GB and de-DE ones do, which the server rendered before, but with a real minus sign.
  it("match Intl's output for whole, fractional, negative and large values in both languages", () => {
    const values = [
      0, 1, 7, 12, 999, 1000, 1001, 9999.5, 12_345, 99_999, 100_000, 213_120, 1_234_567, 987_654_321, 0.05, 0.5, 1.25,
      1.5, 2.5, 1176.4, 3.14159, 42.95, 1999.995, -1, -12.5, -1234, -98_765.4321,
    ]
    for (let index = 0; index < 200; index++) values.push(Math.round(Math.sin(index) * 10 ** (index % 8) * 1000) / 1000)
    for (const locale of ['en', 'de'] as const) {
      const tag = locale === 'de' ? 'de-DE' : 'en-GB'
      for (const value of values) {
        for (const digits of [0, 1, 2]) {
          const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(
            value,
          )
          // Intl writes a negative value that rounds to zero as "-0"; we write 0.
          expect(formatNumber(value, locale, digits), `${value} ${tag} ${digits}`).toBe(
            intl === '-0' ? '0' : intl.replace('-', '\u2212'),
          )
        }
        const euro = new Intl.NumberFormat(tag, {
          style: 'currency',
          currency: 'EUR',
          maximumFractionDigits: 0,
        }).format(Math.round(value))
        expect(formatEuro(value, locale), `${value} ${tag} €`).toBe(
          euro.replace(/^-(?=€?0\D*$|0\D)/, '').replace('-', '\u2212'),
        )
      }
    }
  })
})
