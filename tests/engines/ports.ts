// The suite's ports, 4510–4519 (E2E_PORT's block is the Playwright suite's): the production server,
// the proxy that holds the entry script, and a driver port per engine and Vitest worker.
export const SERVER_PORT = 4510
export const HOLDING_PROXY_PORT = 4511

/** Vitest numbers its workers from 1 (VITEST_POOL_ID); two workers, two engines: 4512–4515. */
export function driverPort(engine: 'firefox' | 'webkit', poolId = Number(process.env.VITEST_POOL_ID ?? 1)): number {
  return 4512 + (poolId - 1) * 2 + (engine === 'firefox' ? 0 : 1)
}
