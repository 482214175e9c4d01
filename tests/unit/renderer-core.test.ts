import { expect, test } from 'vitest'
import { isRendererCommandLine, parseCpuList, splitCores } from '../../scripts/renderer-core.ts'

test('reads the CPU lists taskset prints', () => {
  expect(parseCpuList('0,1')).toEqual([0, 1])
  expect(parseCpuList('0-3,6\n')).toEqual([0, 1, 2, 3, 6])
  expect(parseCpuList(' 2 ')).toEqual([2])
  expect(() => parseCpuList('3-1')).toThrow('not a CPU list')
  expect(() => parseCpuList('a')).toThrow('not a CPU list')
})

test('the renderers get the last CPU, everything else the rest; one CPU cannot be split', () => {
  expect(splitCores([0, 1])).toEqual({ renderer: 1, others: [0] })
  expect(splitCores([4, 0, 2, 2])).toEqual({ renderer: 4, others: [0, 2] })
  expect(splitCores([0])).toBeUndefined()
  expect(splitCores([])).toBeUndefined()
})

test('knows a renderer by its --type switch, not by a word in another argument', () => {
  expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--type=renderer\0--lang=en-US\0')).toBe(true)
  // A renderer forked from the zygote renames itself: one string, spaces between the switches.
  expect(isRendererCommandLine('/usr/lib/chromium/chromium --type=renderer --top-chrome-webui\0')).toBe(true)
  expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--type=zygote\0')).toBe(false)
  expect(isRendererCommandLine('/usr/lib/chromium/chromium\0--type=gpu-process\0--renderer-client-id=3\0')).toBe(false)
  expect(isRendererCommandLine('node\0lighthouse\0--chrome-flags=--type=renderer\0')).toBe(false)
})
