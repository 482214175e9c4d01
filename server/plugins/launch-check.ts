// A production start on a public address refuses to publish placeholder legal texts: it stops
// (exit code 1) with a log line naming each placeholder and the file to fill in. LAUNCH_CHECK=warn
// lets a staging server start with a warning; loopback addresses and the dev server are never
// blocked. `npm run launch:check` lists this and everything else that must not go live (docs/launch.md).
import { definePlugin } from 'nitro'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }
import { legalEntity } from '../../app/content/legal-entity.ts'
import { log } from '../../app/http/request-log.ts'
import { startVerdict } from '../launch-check.ts'

export default definePlugin(() => {
  if (import.meta.env?.DEV) return
  const verdict = startVerdict({ env: process.env, legalEntity, messages: { en, de } })
  const lines = (verdict.start ? verdict.warnings : verdict.refusals).map(
    (finding) => `${finding.what} → ${finding.where}`,
  )
  if (verdict.start) {
    if (lines.length > 0)
      log('warn', 'LAUNCH_CHECK=warn: starting on a public address with placeholder legal texts', {
        placeholders: lines,
      })
    return
  }
  log(
    'error',
    'refusing to start on a public address: the legal texts still hold placeholders. Fill each one in (docs/legal.md), or set LAUNCH_CHECK=warn for a staging server',
    {
      placeholders: lines,
    },
  )
  process.exit(1)
})
