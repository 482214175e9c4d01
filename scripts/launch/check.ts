// `npm run launch:check`: everything that must not go live (server/launch-check.ts, docs/launch.md),
// for the environment this runs in (reads .env like `npm start`). Blockers make it exit 1; absolute
// claims without evidence are warnings.
import { formatFindings, launchFindings, siteLaunchInputs } from '../../server/launch-check.ts'
import { siteMessages, siteTexts } from '../lib/site-copy.ts'

const findings = launchFindings(siteLaunchInputs(process.env, siteMessages, [...siteTexts('en'), ...siteTexts('de')]))
const blockers = findings.filter((finding) => finding.severity === 'blocker').length
const warnings = findings.length - blockers

if (findings.length > 0) console.log(formatFindings(findings))
console.log(
  `\n${blockers} blocker${blockers === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}${blockers > 0 ? ': not ready to go live' : ''}`,
)
process.exitCode = blockers > 0 ? 1 : 0
