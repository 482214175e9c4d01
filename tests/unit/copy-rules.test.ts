// Typography and terms that can be checked mechanically, in every message of both languages.
import { describe, expect, it } from 'vitest'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

const entries = (messages: Record<string, string>) => Object.entries(messages).filter(([key]) => !key.startsWith('$'))
const offending = (messages: Record<string, string>, pattern: RegExp) => entries(messages).filter(([, text]) => pattern.test(text)).map(([key]) => key)

describe.each([
  ['en', en],
  ['de', de],
] as const)('%s messages', (_, messages) => {
  it('put a non-breaking space between a number and % (so "60 %" never breaks or runs together)', () => {
    expect(offending(messages, /\d(?:%| %|\u202f%)/)).toEqual([])
  })

  it('write factors with the multiplication sign (3×, not 3x)', () => {
    expect(offending(messages, /\d ?x\b/)).toEqual([])
  })

  it('write an ellipsis as one character', () => {
    expect(offending(messages, /\.\.\./)).toEqual([])
  })
})

describe('English messages', () => {
  it('use curly apostrophes, not straight ones', () => {
    expect(offending(en, /'/)).toEqual([])
  })
})

describe('German messages', () => {
  it('say Fußzeile, not Footer', () => {
    expect(offending(de, /Footer/)).toEqual([])
  })

  it('say Assets, not Content-Stücke', () => {
    expect(offending(de, /Content-Stück/)).toEqual([])
  })
})
