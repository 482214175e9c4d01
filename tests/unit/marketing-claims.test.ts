// The home page's result figures are messages; the calculator's model holds the same claims as
// numbers. This keeps the two from drifting apart.
import { describe, expect, it } from 'vitest'
import { CLAIMS } from '../../app/calculator/model.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

const digits = (value: string) => value.replace(/\D/g, '')

describe('claimed results on the home page', () => {
  it.each([
    ['en', en],
    ['de', de],
  ] as const)('match the calculator model in %s', (_, messages) => {
    expect(digits(messages.home_result_speed_value)).toBe(String(Math.round(CLAIMS.contentCreationSpeedup * 100)))
    expect(digits(messages.home_result_loops_value)).toBe(String(CLAIMS.feedbackLoopDivisor))
    expect(digits(messages.home_result_approvals_value)).toBe(String(Math.round(CLAIMS.approvalReductionMax * 100)))
    expect(digits(messages.home_result_resources_value)).toBe(String(Math.round(CLAIMS.resourceReduction * 100)))
    expect(digits(messages.home_result_conversion_value)).toBe('2')
  })
})
