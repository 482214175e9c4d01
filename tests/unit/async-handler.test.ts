// An async function as a React event handler: it starts within the event (preventDefault still
// counts), and a rejection is reported as an uncaught error, never left unhandled.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { asyncHandler } from '../../app/lib/async-handler.ts'

describe('asyncHandler', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('starts the handler at once with the event', () => {
    const seen: string[] = []
    asyncHandler((event: string) => {
      seen.push(event)
      return Promise.resolve()
    })('submit')
    expect(seen).toEqual(['submit'])
  })

  it('reports a rejection through reportError, leaving none unhandled', async () => {
    const reported: unknown[] = []
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error))
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.prependListener('unhandledRejection', onUnhandled)
    try {
      const failure = new Error('the reload failed')
      asyncHandler(() => Promise.reject(failure))()
      await vi.waitFor(() => expect(reported).toEqual([failure]))
      await new Promise((resolve) => setImmediate(resolve))
      expect(unhandled).toEqual([])
    } finally {
      process.removeListener('unhandledRejection', onUnhandled)
    }
  })
})
