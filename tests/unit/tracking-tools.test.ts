// The policies name the analytics and conversion tools from the configuration (app/legal/tracking-tools.ts):
// "none at present" exactly while no script address is set, the tool's description once it is.
import { describe, expect, it } from 'vitest'
import { legalDetails } from '../../app/content/legal-entity.ts'
import { toolsInUse } from '../../app/legal/tracking-tools.ts'

const bare = { tracking: { conversionFunction: 'f' } }
const analytics = { tracking: { conversionFunction: 'f', analyticsScriptUrl: 'https://stats.test/a.js' } }
const both = { tracking: { ...analytics.tracking, conversionScriptUrl: 'https://ads.test/c.js' } }

describe('the tools in use', () => {
  it('are none at present while no script is configured, in both languages', () => {
    expect(toolsInUse(bare, 'en')).toBe('none at present')
    expect(toolsInUse(bare, 'de')).toBe('derzeit keine')
  })

  it('name each configured tool, and only it', () => {
    for (const locale of ['en', 'de'] as const) {
      const d = legalDetails(locale)
      expect(toolsInUse(analytics, locale)).toBe(d.analyticsTool)
      expect(toolsInUse(both, locale)).toBe(`${d.analyticsTool}; ${d.conversionTool}`)
      expect(toolsInUse(both, locale, ['marketing'])).toBe(d.conversionTool)
      expect(toolsInUse(analytics, locale, ['marketing'])).toBe(locale === 'de' ? 'derzeit keine' : 'none at present')
    }
  })
})
