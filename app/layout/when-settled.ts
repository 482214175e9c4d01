/**
 * Calls `run` once the page has loaded, `delayMs` more have passed and the browser is idle (at most
 * 5 s later), for work that must not compete with the page becoming interactive. Returns a cancel.
 */
export function whenSettled(delayMs: number, run: () => void): () => void {
  let timer: number | undefined
  let idle: number | undefined
  const afterLoad = () => {
    timer = window.setTimeout(() => {
      if (window.requestIdleCallback) idle = window.requestIdleCallback(run, { timeout: 5000 })
      else run()
    }, delayMs)
  }
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
  return () => {
    window.removeEventListener('load', afterLoad)
    window.clearTimeout(timer)
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}

/** Resolves in the browser's next idle period (at most `timeoutMs` later): room for other work. */
export function nextIdle(timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    else window.setTimeout(resolve, 0)
  })
}
