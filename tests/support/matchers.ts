// Vitest's asymmetric matchers, typed as what they are in an expected value: `unknown`. Vitest types
// them `any` (vitest-dev/vitest#7015), which passes on to every object literal holding one.
import { expect } from 'vitest'

export const anyInstanceOf = (type: unknown): unknown => expect.any(type)
export const stringMatching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern)
export const stringContaining = (text: string): unknown => expect.stringContaining(text)
