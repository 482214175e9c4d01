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

  it.each(keys(en))('%s is filled in both languages with the same placeholders', (key) => {
    const english = (en as Record<string, string>)[key] ?? ''
    const german = (de as Record<string, string>)[key] ?? ''
    expect(english.trim()).not.toBe('')
    expect(german.trim()).not.toBe('')
    expect(placeholders(german)).toEqual(placeholders(english))
  })
})
