// Values that belong to the request being rendered (the CSP nonce, a plain form post's outcome).
// The server keeps each in an AsyncLocalStorage and installs its reader here; code that also runs
// in the browser (the router, a form) reads through this global hook, so no server module reaches
// the client bundle. In the browser nothing is installed and every read is undefined.
type Reader<T> = () => T | undefined

export interface RequestSlot<T> {
  read(): T | undefined
  install(reader: Reader<T>): void
}

export function requestSlot<T>(name: string): RequestSlot<T> {
  // Symbol.for: the server bundle may hold this module more than once; all copies share the slot.
  const key = Symbol.for(`lifescience-agents.${name}`)
  // globalThis has no type for our key; install() below is the only writer of this slot.
  const holder = globalThis as { [key: symbol]: Reader<T> | undefined }
  return {
    read: () => holder[key]?.(),
    install: (read) => {
      holder[key] = read
    },
  }
}
