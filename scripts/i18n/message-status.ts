// What a translator must do in messages/*.json: keys missing or empty in a language, placeholders that
// differ, and texts left the same in both languages that nobody said are meant to be the same.
import type { Locale } from '../../app/i18n/locale.ts'

export type Messages = Record<string, unknown>

export interface MessageFinding {
  key: string
  kind: 'missing' | 'empty' | 'placeholders' | 'identical'
  locale?: Locale
  detail?: string
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort()
const keysOf = (messages: Messages): string[] => Object.keys(messages).filter((key) => !key.startsWith('$'))

/** Missing, empty and placeholder findings are errors; 'identical' ones are for a translator to look at. */
export function messageFindings(files: Record<Locale, Messages>, sameAllowed: ReadonlySet<string>): MessageFinding[] {
  const findings: MessageFinding[] = []
  const allKeys = [...new Set([...keysOf(files.en), ...keysOf(files.de)])].sort()
  for (const key of allKeys) {
    const texts = { en: files.en[key], de: files.de[key] }
    let complete = true
    for (const locale of ['en', 'de'] as const) {
      const text = texts[locale]
      if (text === undefined) findings.push({ key, kind: 'missing', locale })
      else if (typeof text !== 'string' || text.trim() === '') findings.push({ key, kind: 'empty', locale })
      else continue
      complete = false
    }
    if (!complete || typeof texts.en !== 'string' || typeof texts.de !== 'string') continue
    const [en, de] = [placeholders(texts.en), placeholders(texts.de)]
    if (en.join() !== de.join())
      findings.push({ key, kind: 'placeholders', detail: `en {${en.join('}, {')}} · de {${de.join('}, {')}}` })
    else if (texts.en === texts.de && !sameAllowed.has(key)) findings.push({ key, kind: 'identical', detail: texts.en })
  }
  return findings
}

export const isMessageError = (finding: MessageFinding): boolean => finding.kind !== 'identical'
