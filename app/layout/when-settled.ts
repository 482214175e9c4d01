/** Resolves in the browser's next idle period (at most `timeoutMs` later): room for other work. */
export function nextIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    // Not every browser has idle callbacks.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    else window.setTimeout(resolve, 0)
  })
}

/**
 * Calls `run` once the page has loaded, `delayMs` more have passed and the browser is idle (at most
 * 5 s later), for work that must not compete with the page becoming interactive. Returns a cancel,
 * which also aborts the signal `run` gets, so work it spreads over later idle periods can stop. A
 * failure of `run` is reported as an uncaught error would be.
 */
export function whenSettled(delayMs: number, run: (signal: AbortSignal) => void | Promise<void>): () => void {
  const controller = new AbortController()
  let timer: number | undefined
  const afterLoad = () => {
    timer = window.setTimeout(() => {
      nextIdle(5000)
        .then(() => (controller.signal.aborted ? undefined : run(controller.signal)))
        .catch((error: unknown) => reportError(error))
    }, delayMs)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    controller.abort()
    window.removeEventListener('load', afterLoad)
    window.clearTimeout(timer)
  }
}
