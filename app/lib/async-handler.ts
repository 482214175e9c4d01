/**
 * An async function as a React event handler, which must return nothing: a rejection is reported
 * the way an exception thrown by a synchronous handler is (the window's `error` event and the
 * console), instead of becoming an unhandled rejection.
 */
export function asyncHandler<A extends unknown[]>(handler: (...args: A) => Promise<unknown>): (...args: A) => void {
  return (...args) => {
    handler(...args).catch((error: unknown) => reportError(error))
  }
}
