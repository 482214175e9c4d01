// The router's search parameters (app/router.tsx): whatever text a link or navigation writes is read
// back as that same text, and what a visitor types into a plain form reads as typed.
import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from '../../app/router.tsx'

const roundTrip = (value: unknown) => parseSearch(stringifySearch({ q: value }))['q']

/** Strings built from the pieces the parsers treat specially, from a fixed seed. */
function trickyStrings(count: number): string[] {
  const pieces = [
    '"',
    '\\',
    '0',
    '1',
    '2026',
    '.',
    '-',
    '+',
    'e',
    'E',
    'true',
    'false',
    'null',
    ' ',
    '&',
    '=',
    '%',
    '#',
    '[',
    ']',
    '{',
    '}',
    ',',
    ':',
    'ä',
    'ß',
    '\u200f',
    'x',
  ]
  let seed = 2026
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31)
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 6) }, () => pieces[next() % pieces.length]).join(''),
  )
}

describe('search parameters', () => {
  const written = [
    '2026',
    'true',
    'false',
    'null',
    '"quoted"',
    '"2026"',
    '"true"',
    '""',
    '15.000',
    '',
    '-1',
    '1.5',
    '1e3',
    ' 5',
    '0x10',
    '"medical review"',
    'medical review',
    '\\"',
    '"\\"2026\\""',
    '[1]',
    '{"a":1}',
  ]

  it.each(written)('reads the text %j back as written', (text) => {
    expect(roundTrip(text)).toBe(text)
  })

  it('reads any text back as written', () => {
    const lost = trickyStrings(2_000).filter((text) => roundTrip(text) !== text)
    expect(lost).toEqual([])
  })

  it('writes ordinary text without quotes, and keeps numbers and booleans', () => {
    expect(stringifySearch({ q: 'medical review' })).toBe('?q=medical+review')
    expect(stringifySearch({ q: '"medical review"' })).toBe('?q=%22medical+review%22')
    expect(roundTrip(2026)).toBe(2026)
    expect(roundTrip(true)).toBe(true)
  })

  it('reads what a plain form sends as typed: a phrase keeps its quotes, German numbers stay text', () => {
    expect(parseSearch('?q=%22medical+review%22')['q']).toBe('"medical review"')
    expect(parseSearch('?budget=15.000')['budget']).toBe('15.000')
    expect(parseSearch('?team=8')['team']).toBe(8)
  })
})
