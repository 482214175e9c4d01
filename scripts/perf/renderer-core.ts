// A core of its own for the page's renderer while `npm run perf` measures (Linux, two or more CPUs).
//
// Lighthouse's simulated throttling multiplies the wall time of every main-thread task by the CPU
// slowdown. On a 2-core host the page's renderer shares its cores with Chrome's browser process,
// Lighthouse itself and the site's server, so a task waits for a core at the moments those are busy
// (the navigation's commit, each fetch the page starts), and the calibrated slowdown multiplies that
// wait into simulated blocking (docs/decisions/0063-perf-harness-figures.md). A phone of the
// kind the calibration emulates has eight cores, and its page does not wait behind its own browser.
// So this process and everything it starts (server, Lighthouse, Chrome) runs on every allowed CPU but
// the last, and each Chromium renderer is moved to that last one as soon as it appears. The
// benchmarkIndex that calibrates the slowdown is measured in a renderer too, so it measures that core.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** CPU ids of a Linux CPU list such as `0-3,6` (the format of `taskset -c` and /sys). */
export function parseCpuList(list: string): number[] {
  const cpus: number[] = []
  for (const part of list.trim().split(',').filter(Boolean)) {
    const [from, to] = part.includes('-') ? part.split('-').map(Number) : [Number(part), Number(part)]
    if (from === undefined || to === undefined || !Number.isInteger(from) || !Number.isInteger(to) || to < from)
      throw new Error(`not a CPU list: ${list}`)
    for (let cpu = from; cpu <= to; cpu++) cpus.push(cpu)
  }
  return cpus
}

export interface CoreSplit {
  /** The core the page's renderers get to themselves. */
  renderer: number
  /** The cores everything else shares. */
  others: number[]
}

/** The last allowed CPU for the renderers, the rest for everything else; none with fewer than two. */
export function splitCores(cpus: number[]): CoreSplit | undefined {
  const sorted = [...new Set(cpus)].sort((a, b) => a - b)
  const renderer = sorted.pop()
  return renderer === undefined || sorted.length === 0 ? undefined : { renderer, others: sorted }
}

/**
 * A Chromium renderer's command line (`/proc/PID/cmdline`): NUL-separated, or, once a process forked
 * from Chromium's zygote has renamed itself, separated by spaces.
 */
export function isRendererCommandLine(cmdline: string): boolean {
  return cmdline.split(/[\0 ]/).includes('--type=renderer')
}

export interface RendererCore {
  /** One line for the table's header: what ran where. */
  description: string
  stop: () => void
}

function allowedCpus(): number[] | undefined {
  const result = spawnSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' })
  // "pid 123's current affinity list: 0,1"
  const list = result.status === 0 ? result.stdout.split(':').at(-1) : undefined
  return list === undefined ? undefined : parseCpuList(list)
}

function commandLine(pid: string): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return undefined // exited meanwhile
  }
}

/**
 * Moves this process to all allowed CPUs but the last and, until `stop`, every new Chromium renderer
 * to the last (polling /proc every few milliseconds: a renderer is moved before it commits the page).
 * Without Linux, `taskset` or a second CPU it changes nothing and says so.
 */
export function isolateRendererCore(): RendererCore {
  const cpus = process.platform === 'linux' ? allowedCpus() : undefined
  const split = cpus && splitCores(cpus)
  if (!split)
    return { description: "the page shares the host's cores (needs Linux, `taskset` and two CPUs)", stop: () => {} }
  const others = split.others.join(',')
  // -a: every thread of this process; the processes it starts from now on inherit the mask.
  spawnSync('taskset', ['-a', '-c', '-p', others, String(process.pid)], { stdio: 'ignore' })
  const moved = new Set<string>()
  // Processes that are not Chromium are checked once; a Chromium process may still carry its
  // zygote's command line for a moment after the fork, so it is checked again until it is a renderer.
  const settled = new Set<string>()
  const scan = () => {
    const pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
    // A process id is reused once its process has gone.
    const alive = new Set(pids)
    for (const known of [settled, moved]) for (const pid of known) if (!alive.has(pid)) known.delete(pid)
    for (const pid of pids) {
      if (settled.has(pid) || moved.has(pid)) continue
      const cmdline = commandLine(pid)
      if (cmdline === undefined || !/chrom/i.test(cmdline)) {
        settled.add(pid)
        continue
      }
      if (!isRendererCommandLine(cmdline)) continue
      moved.add(pid)
      // An unhandled 'error' (taskset could not start) would end the measurement; a renderer gone
      // meanwhile only makes taskset exit with 1.
      spawn('taskset', ['-a', '-c', '-p', String(split.renderer), pid], { stdio: 'ignore' }).on('error', () => {})
    }
  }
  scan()
  // unref: the watch never keeps the process alive, also when the run fails before `stop`.
  const timer = setInterval(scan, 5).unref()
  return {
    description: `Chromium's renderers on CPU ${split.renderer}; Chrome's other processes, Lighthouse and a server started here on CPU ${others}`,
    stop: () => clearInterval(timer),
  }
}
