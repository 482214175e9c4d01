// A value kept once per process on globalThis: the server bundle may hold a module more than once
// (and Vite's dev server reloads modules), but some things must exist once (the database
// connection, a salt, a request store's reader).
export interface ProcessGlobal<T> {
  get(): T | undefined
  set(value: T | undefined): void
}

export function processGlobal<T>(name: string): ProcessGlobal<T> {
  const key = Symbol.for(`lifescience-agents.${name}`)
  // globalThis has no type for our key, and this slot is its only reader and writer: the one cast.
  const holder = globalThis as { [key: symbol]: T | undefined }
  return {
    get: () => holder[key],
    set: (value) => {
      holder[key] = value
    },
  }
}
