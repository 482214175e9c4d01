// Main-thread work of a page load, from Chrome traces: to compare two builds where Lighthouse's score
// moves too much between runs to show a change. Loads each URL in turn (interleaved, so a busier moment
// of the machine hits all of them alike) with 4x CPU throttling and Lighthouse's mobile user agent, and
// prints per URL the medians of: first contentful paint, style + layout time, and blocking time (the part
// of each task after first paint beyond 50 ms, until 4 s after load).
// Usage: node scripts/perf/main-thread.ts [--runs 8] URL [URL ...]
//   e.g. two builds served on two ports: node scripts/perf/main-thread.ts http://127.0.0.1:3701/ http://127.0.0.1:3702/
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { rendererMainThread, TraceEventSchema } from './trace-cpu.ts'

const { values, positionals: urls } = parseArgs({
  options: { runs: { type: 'string', default: '8' } },
  allowPositionals: true,
})
if (urls.length === 0) throw new Error('usage: node scripts/perf/main-thread.ts [--runs 8] URL [URL ...]')

const ChromeTrace = v.object({ traceEvents: v.array(TraceEventSchema) })

const MOBILE_LIGHTHOUSE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse'

interface Load {
  fcp: number
  styleLayout: number
  blocking: number
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })

async function measure(url: string): Promise<Load> {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, userAgent: MOBILE_LIGHTHOUSE_UA })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(4000)
  const { traceEvents: events } = v.parse(ChromeTrace, JSON.parse((await browser.stopTracing()).toString()))
  await page.context().close()

  const main = rendererMainThread(events)
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X')
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...onMain.map((e) => e.ts))
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start

  let styleLayout = 0
  let blocking = 0
  for (const e of onMain) {
    const dur = e.dur ?? 0
    if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') styleLayout += dur
    if (e.name === 'RunTask' && e.ts > fcp && dur > 50_000) blocking += dur - 50_000
  }
  return { fcp: (fcp - start) / 1000, styleLayout: styleLayout / 1000, blocking: blocking / 1000 }
}

const loads = new Map<string, Load[]>(urls.map((url) => [url, []]))
for (let run = 0; run < Number(values.runs); run++) for (const url of urls) loads.get(url)?.push(await measure(url))
await browser.close()

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0
console.log(
  `| page | loads | first paint | style + layout | blocking after first paint |\n| --- | --- | --- | --- | --- |`,
)
for (const [url, rows] of loads) {
  const column = (key: keyof Load) => `${median(rows.map((row) => row[key])).toFixed(0)} ms`
  console.log(`| ${url} | ${rows.length} | ${column('fcp')} | ${column('styleLayout')} | ${column('blocking')} |`)
}
