// Values that belong to the request being rendered (the CSP nonce, a plain form post's outcome).
// The server keeps each in an AsyncLocalStorage and installs its reader here; code that also runs
// in the browser (the router, a form) reads through this hook, so no server module reaches the
// client bundle. In the browser nothing is installed and every read is undefined.
type Reader<T> = () => T | undefined

export interface RequestSlot<T> {
  read(): T | undefined
  install(reader: Reader<T>): void
}

export function requestSlot<T>(): RequestSlot<T> {
  let reader: Reader<T> | undefined
  return {
    read: () => reader?.(),
    install: (read) => {
      reader = read
    },
  }
}
