// A production start on a public address refuses to publish placeholder legal texts or a figure
// without its recorded basis (app/content/claims.ts), or to open a test read path (RENDER_CACHE_STATS,
// VITALS_ROWS_FOR_TESTS), or to run behind its proxy without CLIENT_IP_HEADER: it stops (exit code 78,
// server/refusal.ts) with a log line naming each finding and where to fix it. LAUNCH_CHECK=warn lets a staging server start with a
// warning; loopback addresses are never blocked, and the dev server never runs this (only the
// production entry, server/main.ts, does). `npm run launch:check` lists this and everything else that
// must not go live (docs/launch.md).
import de from '../messages/de.json' with { type: 'json' }
import en from '../messages/en.json' with { type: 'json' }
import { claims } from '../app/content/claims.ts'
import { legalEntity } from '../app/content/legal-entity.ts'
import { log } from '../app/log/log.ts'
import { startVerdict } from './launch-check.ts'
import { refuseToStart } from './refusal.ts'

export function refuseAnUnfinishedLaunch(): void {
  const verdict = startVerdict({ env: process.env, legalEntity, messages: { en, de }, claims })
  const findings = (verdict.start ? verdict.warnings : verdict.refusals).map(
    (finding) => `${finding.what} → ${finding.where}`,
  )
  if (verdict.start) {
    if (findings.length > 0)
      log(
        'warn',
        verdict.warnings.some((finding) => finding.severity === 'blocker')
          ? 'LAUNCH_CHECK=warn: starting on a public address with what must not go live'
          : 'starting on a public address with a warning of the launch check',
        { findings },
      )
    return
  }
  refuseToStart(
    'refusing to start on a public address: fill in each placeholder (docs/legal.md), record the evidence of each quantified claim (app/content/claims.ts), set CLIENT_IP_HEADER and unset each test read path, or set LAUNCH_CHECK=warn for a staging server',
    { findings },
  )
}
