// The current request's CSP nonce, for the router (app/router.tsx) to put on the scripts it inlines.
// The server entry runs each request inside `runWithNonce`; the router, which also runs in the
// browser, reads it through a global hook so that no server module reaches the client bundle.
const hook = Symbol.for('lifescience-agents.csp-nonce')
type Holder = { [hook]?: () => string | undefined }

/** The nonce of the request being rendered, on the server; undefined in the browser. */
export function currentNonce(): string | undefined {
  return (globalThis as Holder)[hook]?.()
}

/** Server only: installs the reader of the request-scoped nonce. */
export function installNonceReader(read: () => string | undefined): void {
  ;(globalThis as Holder)[hook] = read
}
