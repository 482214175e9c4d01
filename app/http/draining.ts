// The process is going away (SIGTERM, or SIGINT: server/plugins/listen-when-ready.ts): for a short
// drain it answers the requests on its open connections and says so on /readyz (503), so a load
// balancer stops sending (server/plugins/drain.ts).
// Process state: one copy in the server build (build/nitro-owned-modules.ts).
import { envInteger } from '../config/numeric-settings.ts'

let draining = false

export const isDraining = (): boolean => draining

export function startDraining(): void {
  draining = true
}

/** How long the drain lasts: SHUTDOWN_DRAIN_SECONDS (0 turns it off), 3 s by default; longer than the proxy's idle keep-alive time. */
export function drainMs(env: Record<string, string | undefined>): number {
  return envInteger(env, 'SHUTDOWN_DRAIN_SECONDS') * 1000
}
