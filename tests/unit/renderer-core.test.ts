import { expect, test } from 'vitest'
import { spawn, spawnSync } from 'node:child_process'
import { isRendererCommandLine, parseCpuList, splitCores } from '../../scripts/perf/renderer-core.ts'

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

const taskset = spawnSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' })
const allowed = taskset.status === 0 ? parseCpuList(taskset.stdout.split(':').at(-1) ?? '') : []
const split = splitCores(allowed)

function affinity(pid: number): number[] {
  const result = spawnSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' })
  return result.status === 0 ? parseCpuList(result.stdout.split(':').at(-1) ?? '') : []
}

// The watch in a process of its own: it pins the process it runs in, which must not be the test runner.
test.skipIf(process.platform !== 'linux' || !split)(
  'a renderer that appears is moved to the last CPU, its watcher to the others',
  async () => {
    const module = new URL('../../scripts/perf/renderer-core.ts', import.meta.url).href
    const watcher = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { isolateRendererCore } = await import(${JSON.stringify(module)}); isolateRendererCore(); console.log('watching'); setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    // A stand-in renderer that renames itself the way a process forked from Chromium's zygote does.
    const renderer = spawn(
      process.execPath,
      ['-e', `process.title = '/usr/lib/chromium/chromium --type=renderer --stand-in'; setInterval(() => {}, 1000)`],
      { stdio: 'ignore' },
    )
    try {
      await new Promise<void>((resolve) => watcher.stdout.on('data', () => resolve()))
      const deadline = Date.now() + 60_000 // a busy host
      while (affinity(renderer.pid ?? 0).join() !== String(split?.renderer) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20))
      expect(affinity(renderer.pid ?? 0)).toEqual([split?.renderer])
      expect(affinity(watcher.pid ?? 0)).toEqual(split?.others)
    } finally {
      watcher.kill()
      renderer.kill()
    }
  },
  90_000,
)
