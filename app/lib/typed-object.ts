// Object.keys() and Object.fromEntries() forget which keys an object has; these two keep them. The
// casts live here, once: `keysOf` lists exactly the object's own keys (callers pass objects typed by
// their keys, never wider ones), and `recordOf` fills one value for every key it is given. `omit`
// copies an object without some of its keys.

export function keysOf<T extends object>(object: T): Array<keyof T & string> {
  return Object.keys(object) as Array<keyof T & string>
}

export function recordOf<K extends string, V>(keys: readonly K[], value: (key: K, index: number) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key, index) => [key, value(key, index)])) as Record<K, V>
}

export function omit<T extends object, K extends keyof T>(object: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...object }
  for (const key of keys) delete copy[key]
  return copy
}
