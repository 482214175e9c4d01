import { describe, expect, it } from 'vitest'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

const keys = (messages: Record<string, string>) => Object.keys(messages).filter((key) => !key.startsWith('$'))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message files', () => {
  it('have the same keys in English and German', () => {
    expect(keys(de)).toEqual(keys(en))
  })

  it('use only the spec namespaces', () => {
    for (const key of keys(en)) expect(key).toMatch(/^(common|home|pages|seo)_[a-z0-9_]+$/)
  })

  // One test with a list of offenders: a test per key would be 800 tests saying the same thing.
  it('are filled in both languages with the same placeholders', () => {
    const english = en as Record<string, string>
    const german = de as Record<string, string>
    const empty = keys(en).filter((key) => !english[key]?.trim() || !german[key]?.trim())
    const mismatched = keys(en).filter(
      (key) => placeholders(german[key] ?? '').join() !== placeholders(english[key] ?? '').join(),
    )
    expect({ empty, mismatched }).toEqual({ empty: [], mismatched: [] })
  })
})
