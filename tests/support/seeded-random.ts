// A small seeded generator (mulberry32) for the fuzz tests: the same seed gives the same requests, so
// a failure names its seed and can be repeated.
import { itemAt } from './item-at.ts'

export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const int = (n: number) => Math.floor(next() * n)
  const pick = <T>(items: readonly T[]): T => itemAt(items, int(items.length))
  return { next, int, pick }
}
