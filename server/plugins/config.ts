// Checks the configuration before the server takes a request; a bad value stops it (exit code 78,
// server/refusal.ts) with a message naming the variable and what it expects.
import { definePlugin } from 'nitro'
import { configProblems } from '../env-check.ts'
import { log } from '../../app/log/log.ts'
import { refuseToStart } from '../refusal.ts'

export default definePlugin(() => {
  const problems = configProblems(process.env)
  if (problems.length === 0) return
  for (const problem of problems) log('error', `invalid configuration: ${problem}`)
  refuseToStart('refusing to start: fix each configuration problem logged above (docs/configuration.md)')
})
