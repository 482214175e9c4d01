// Sentences about a period that runs until a date (server/expired-periods.ts): found in both
// languages, and none in the site's copy has ended. This fails on the day after such a date: reword
// the sentence so it stays true ("applies from …"), as the launch check asks.
import { describe, expect, it } from 'vitest'
import { expiredPeriods, runningPeriods, todayUtc } from '../../server/expired-periods.ts'
import { siteTexts } from '../../scripts/lib/site-copy.ts'

describe('running periods', () => {
  it('finds "until <date>" in English and German, with non-breaking spaces', () => {
    const periods = runningPeriods([
      ['en', 'for systems already on the market, a transition period runs until 2 December 2026 (as of November 2026)'],
      ['de', 'läuft eine Übergangsfrist bis zum 2.\u00a0Dezember 2026 (Stand November 2026)'],
      ['de2', 'Die Frist endet am 31. März 2027.'],
      ['en2', 'Providers must mark output by 1 August 2027.'],
    ])
    expect(periods.map(({ where, ends }) => [where, ends])).toEqual([
      ['en', '2026-12-02'],
      ['de', '2026-12-02'],
      ['de2', '2027-03-31'],
      ['en2', '2027-08-01'],
    ])
    expect(periods[1]?.phrase).toBe('bis zum 2. Dezember 2026')
  })

  it('leaves dates that start something or stand alone', () => {
    expect(
      runningPeriods([
        ['en', 'The duty applies from 2 December 2026. Published on 3 March 2026. Since 2 August 2026.'],
        ['de', 'Die Pflicht gilt ab dem 2. Dezember 2026. Seit dem 2. August 2026 gelten die Regeln.'],
      ]),
    ).toEqual([])
  })

  it('counts a period as ended from the day after its last day', () => {
    const [period] = runningPeriods([['en', 'runs until 2 December 2026']])
    if (!period) throw new Error('not found')
    expect(expiredPeriods([period], '2026-12-02')).toEqual([])
    expect(expiredPeriods([period], '2026-12-03')).toEqual([period])
  })

  it.each(['en', 'de'] as const)('finds no ended period in the %s copy (messages, articles, content)', (locale) => {
    expect(expiredPeriods(runningPeriods(siteTexts(locale)), todayUtc())).toEqual([])
  })
})
