// A figure's recorded basis beside it (app/ui/ClaimNotes.tsx): a numbered marker linking to a note in
// the same section, the note linking back; named for screen readers in both languages; nothing while
// no basis is recorded.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { type Claim, claimNotes, claims } from '../../app/content/claims.ts'
import { overwriteGetLocale } from '../../app/paraglide/runtime.js'
import { ClaimMark, ClaimNotes } from '../../app/ui/ClaimNotes.tsx'

const evidence = {
  source: { en: 'Time tracking at pilot customers', de: 'Zeiterfassung bei Pilotkunden' },
  sample: { en: '12 teams, 340 assets', de: '12 Teams, 340 Assets' },
  period: 'Jan–Jun 2026',
}
const recorded: Record<string, Claim> = {
  ...claims,
  contentCreation: { ...claims.contentCreation, evidence },
  approvals: { ...claims.approvals, evidence },
}

function section(locale: 'en' | 'de', registry: Record<string, Claim>) {
  overwriteGetLocale(() => locale)
  const notes = claimNotes(['contentCreation', 'approvals'], locale, registry)
  return renderToStaticMarkup(
    createElement(
      'div',
      null,
      createElement(
        'p',
        null,
        'up to 60% shorter approvals',
        createElement(ClaimMark, { section: 'story', notes, id: 'approvals' }),
      ),
      createElement(ClaimNotes, { section: 'story', notes }),
    ),
  )
}

afterEach(() => overwriteGetLocale(() => 'en'))

describe('a claim’s basis beside its figure', () => {
  it('marks the figure with its note’s number, linked both ways', () => {
    const html = section('en', recorded)
    expect(html).toContain('<a id="story-mark-2" href="#story-note-2" aria-label="Note 2: how we measured this figure"')
    expect(html).toContain(
      '<li id="story-note-2">up to 60% shorter approvals: Time tracking at pilot customers; sample: 12 teams, 340 assets; period: Jan–Jun 2026.',
    )
    expect(html).toContain('href="#story-mark-2" aria-label="Back to the figure of note 2"')
    expect(html).toContain('<aside aria-labelledby="story-notes"')
    expect(html).toContain('<p id="story-notes"')
    expect(html).toMatch(/<ol[^>]*><li id="story-note-1">teams create content 1.7 times as fast:/)
  })

  it('says the same in German', () => {
    const html = section('de', recorded)
    expect(html).toContain('aria-label="Anmerkung 2: So haben wir diese Zahl gemessen"')
    expect(html).toContain('Zeiterfassung bei Pilotkunden; Stichprobe: 12 Teams, 340 Assets; Zeitraum: Jan–Jun 2026.')
    expect(html).toContain('aria-label="Zurück zur Zahl der Anmerkung 2"')
  })

  it('shows nothing while no basis is recorded', () => {
    expect(section('en', claims)).toBe('<div><p>up to 60% shorter approvals</p></div>')
  })
})
