// A start that cannot go well stops at once with one exit code of its own, which no crash uses:
// 78, sysexits' EX_CONFIG. A restart policy (compose.yaml: on-failure with a limit) then gives up
// after its few tries instead of looping, and `docker compose ps` shows why (docs/deploy.md).
import { log } from '../app/log/log.ts'

export const REFUSED_TO_START = 78

export function refuseToStart(message: string, fields: Record<string, unknown> = {}): never {
  log('error', message, fields)
  process.exit(REFUSED_TO_START)
}
