// The privacy policy names what each log holds: the reverse proxy's access log field by field as
// deploy/nginx.conf's log format writes it, and the country in the language section only where a
// country source is configured.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { languageSignals } from '../../app/legal/language-signals.ts'
import { proxyLogFields } from '../../app/legal/proxy-log.ts'
import { m } from '../../app/paraglide/messages.js'

/** The file an operator copies (scripts/stack/nginx.ts starts the stack's nginx with it). */
const NGINX_CONF = 'deploy/nginx.conf'

/** The nginx variables `log_format site_proxy` writes, in order. */
function loggedVariables(config: string): string[] {
  const format = /log_format\s+site_proxy\s+((?:'[^']*'\s*)+);/.exec(config)?.[1] ?? ''
  return [...format.matchAll(/\$[a-z_0-9]+/g)].map((match) => match[0])
}

describe('the reverse proxy’s log in the privacy policy', () => {
  it('reads the log format from deploy/nginx.conf', () => {
    expect(loggedVariables(readFileSync(NGINX_CONF, 'utf8'))).toContain('$remote_addr')
  })

  it('names every variable the log format writes, and none it does not', () => {
    const logged = loggedVariables(readFileSync(NGINX_CONF, 'utf8'))
    const named = proxyLogFields.flatMap((field) => field.variables)
    expect([...named].sort()).toEqual([...new Set(logged)].sort())
  })

  it('never logs the referrer or the user agent, as the policy says', () => {
    const logged = loggedVariables(readFileSync(NGINX_CONF, 'utf8'))
    expect(logged.filter((variable) => /referer|user_agent|args|request_uri|query/.test(variable))).toEqual([])
    expect(m.pages_privacy_proxy_not({}, { locale: 'en' })).toMatch(/referrer.*user agent/)
  })
})

describe('the language section', () => {
  it('names the country only where a country source is configured', () => {
    expect(languageSignals({ countryFromProxy: false })).toBe(m.pages_privacy_language_signals())
    expect(languageSignals({ countryFromProxy: true })).toBe(m.pages_privacy_language_signals_country())
    expect(languageSignals({ countryFromProxy: false, geolocationUrl: 'https://geo.example/{ip}' })).toBe(
      m.pages_privacy_language_signals_country(),
    )
    expect(m.pages_privacy_language_signals({}, { locale: 'de' })).not.toMatch(/Land/)
    expect(m.pages_privacy_language_signals_country({}, { locale: 'de' })).toMatch(/Land/)
  })
})
