// Sentences about a period that runs until a date ("a transition period runs until 2 December
// 2026", „läuft eine Übergangsfrist bis zum 2. Dezember 2026“) turn false the day after. The launch
// check blocks one whose date has passed and warns a month ahead; a copy test fails on the first.
// Reword such a sentence so it stays true ("applies from 2 December 2026").

const MONTHS = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
} as const

const SPACE = String.raw`[\s\u00a0\u202f]+`
/** "until 2 December 2026", "by 2 December 2026", "ends on 2 December 2026". */
const EN_UNTIL = new RegExp(
  String.raw`\b(?:until|till|through|by|ends?${SPACE}on|expires?${SPACE}on)${SPACE}(?:the${SPACE})?(\d{1,2})${SPACE}(${MONTHS.en.join('|')})${SPACE}(\d{4})`,
  'gi',
)
/** „bis zum 2. Dezember 2026“, „bis 2. Dezember 2026“, „endet am 2. Dezember 2026“. */
const DE_UNTIL = new RegExp(
  String.raw`\b(?:bis(?:${SPACE}(?:zum|einschließlich))?|endet${SPACE}am|läuft${SPACE}am)${SPACE}(\d{1,2})\.${SPACE}?(${MONTHS.de.join('|')})${SPACE}(\d{4})`,
  'gi',
)

export interface RunningPeriod {
  where: string
  /** The words that name the end ("until 2 December 2026"). */
  phrase: string
  /** The last day of the period, as YYYY-MM-DD. */
  ends: string
}

const isoDate = (year: string, monthIndex: number, day: string) =>
  `${year}-${String(monthIndex + 1).padStart(2, '0')}-${day.padStart(2, '0')}`

/** Every "until <date>" in the texts, English and German patterns both (a text may quote the other language). */
export function runningPeriods(texts: ReadonlyArray<readonly [where: string, text: string]>): RunningPeriod[] {
  const found: RunningPeriod[] = []
  for (const [where, text] of texts) {
    for (const [pattern, months] of [
      [EN_UNTIL, MONTHS.en],
      [DE_UNTIL, MONTHS.de],
    ] as const) {
      for (const match of text.matchAll(pattern)) {
        const [phrase, day = '', month = '', year = ''] = match
        const monthIndex = months.findIndex((name) => name.toLowerCase() === month.toLowerCase())
        found.push({ where, phrase: phrase.replace(/\s+/g, ' '), ends: isoDate(year, monthIndex, day) })
      }
    }
  }
  return found
}

/** The periods whose last day is before `today` (YYYY-MM-DD): their sentences are false now. */
export const expiredPeriods = (periods: RunningPeriod[], today: string) =>
  periods.filter((period) => period.ends < today)

/** Today in UTC as YYYY-MM-DD. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10)
