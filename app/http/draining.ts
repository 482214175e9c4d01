// The process is going away (SIGTERM): for a short drain it keeps answering every request, says so
// on /readyz (503) so a load balancer stops sending, and asks the proxy to close each connection after
// its answer (`Connection: close`), so no idle keep-alive connection is left for the proxy to reuse
// at the moment the server stops listening (server/plugins/drain.ts).
import { processGlobal } from './process-global.ts'

const draining = processGlobal<boolean>('draining')

export const isDraining = (): boolean => draining.get() === true

export function startDraining(): void {
  draining.set(true)
}

/** How long the drain lasts: SHUTDOWN_DRAIN_SECONDS (0 turns it off), 3 s by default; longer than the proxy's idle keep-alive time. */
export function drainMs(env: Record<string, string | undefined>): number {
  const raw = env.SHUTDOWN_DRAIN_SECONDS
  const seconds = raw === undefined || raw === '' ? 3 : Number(raw)
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : 3000
}

/** `response` with `Connection: close` while draining: the proxy opens its next connection elsewhere. */
export function closingWhileDraining(response: Response): Response {
  if (isDraining()) response.headers.set('connection', 'close')
  return response
}
