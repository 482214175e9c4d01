// Checks the configuration before the server takes a request; a bad value stops it (exit code 1)
// with a message naming the variable and what it expects.
import { definePlugin } from 'nitro'
import { configProblems } from '../env-check.ts'
import { log } from '../../app/log/log.ts'

export default definePlugin(() => {
  const problems = configProblems(process.env)
  if (problems.length === 0) return
  for (const problem of problems) log('error', `invalid configuration: ${problem}`)
  process.exit(1)
})
