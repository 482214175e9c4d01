// Debian's WebKitGTK through its WebKitWebDriver (classic WebDriver only), with WebdriverIO's
// protocol client, `webdriver`. WebKitGTK has no headless mode, so each session gets an Xvfb display
// of its own. The browser is webkit/window.py, which also reports the page's errors to a file.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import WebDriver from 'webdriver'
import {
  type EngineDriver,
  DEADLINE_MS,
  describeTarget,
  indexInPage,
  type Key,
  type PageArg,
  type PageFunction,
  poll,
  type Target,
  waitUntil,
} from './driver.ts'

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver'
export const XVFB_PATH = '/usr/bin/Xvfb'
/** Debian's Python, which has python3-gi (a pyenv python on PATH may not). */
export const SYSTEM_PYTHON = '/usr/bin/python3'
export const WINDOW_SCRIPT = fileURLToPath(new URL('webkit/window.py', import.meta.url))

const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'
const ElementReference = v.object({ [ELEMENT_KEY]: v.string() })
/** WebDriver's codes of the keys flows press (W3C WebDriver, "Keyboard actions"). */
const keyCodes: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowRight: '\uE014',
  Tab: '\uE004',
  ' ': ' ',
}

/** An X display of its own: Xvfb picks a free number and writes it to fd 3. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.stdio[3]?.once('data', (data: Buffer) => resolve(`:${data.toString().trim()}`))
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (code ${code}) before it had a display`)))
  })
  return { display, process: xvfb }
}

/** WebKitWebDriver's options: our window script as the browser (WebdriverIO's types lack the key). */
function windowCapabilities(problemsFile: string, width: number, height: number) {
  const capabilities = {
    'wdio:enforceWebDriverClassic': true,
    'webkitgtk:browserOptions': {
      binary: SYSTEM_PYTHON,
      args: [WINDOW_SCRIPT, `--problems=${problemsFile}`, `--size=${width}x${height}`],
    },
  }
  return capabilities
}

export async function launchWebKit(width: number, height: number, port: number): Promise<EngineDriver> {
  const xvfb = await startXvfb()
  const folder = mkdtempSync(join(tmpdir(), 'engines-webkit-'))
  const problemsFile = join(folder, 'problems.jsonl')
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    // A visitor with an English browser. WebKitGTK takes navigator.language from LANGUAGE and
    // JavaScript's default locale (Intl, toLocaleString) from LANG: under LANG=C.UTF-8 both say "C",
    // which no visitor has. GTK warns that the C library lacks en_US.UTF-8; WebKit needs only the name.
    env: { ...process.env, DISPLAY: xvfb.display, LANGUAGE: 'en_US', LANG: 'en_US.UTF-8', LC_ALL: '' },
    stdio: 'ignore',
  })
  const stop = () => {
    driver.kill()
    xvfb.process.kill()
    rmSync(folder, { recursive: true, force: true })
  }
  try {
    await waitUntil(`WebKitWebDriver on port ${port}`, () =>
      fetch(`http://127.0.0.1:${port}/status`).then(
        (response) => response.ok,
        () => false,
      ),
    )
    const client = await WebDriver.newSession({
      hostname: '127.0.0.1',
      port,
      logLevel: 'error',
      connectionRetryTimeout: DEADLINE_MS * 2,
      capabilities: windowCapabilities(problemsFile, width, height),
    })
    return webKitDriver(client, problemsFile, async () => {
      await client.deleteSession().catch(() => undefined)
      stop()
    })
  } catch (error) {
    stop()
    throw error
  }
}

type Client = Awaited<ReturnType<typeof WebDriver.newSession>>

function webKitDriver(client: Client, problemsFile: string, close: () => Promise<void>): EngineDriver {
  let read = 0
  // Arguments go as WebDriver's (not in the text), so element references arrive as elements.
  const script = <A extends PageArg[]>(fn: PageFunction<A>, args: A) =>
    client.executeScript(`return (${fn.toString()}).apply(null, arguments)`, args)
  const element = ({ css, text }: Target): Promise<string> =>
    poll(describeTarget({ css, text }), async () => {
      const index = v.parse(v.number(), await script(indexInPage, [css, text ?? null]))
      if (index < 0) return undefined
      const found = v.safeParse(ElementReference, (await client.findElements('css selector', css))[index])
      return found.success ? found.output[ELEMENT_KEY] : undefined
    })
  const pointerTo = (origin: Record<string, string>) => ({
    type: 'pointer',
    id: 'mouse',
    parameters: { pointerType: 'mouse' },
    actions: [{ type: 'pointerMove', origin, x: 0, y: 0, duration: 0 }],
  })
  const capabilities = v.parse(v.object({ browserVersion: v.string() }), client.capabilities)
  return {
    version: `WebKitGTK ${capabilities.browserVersion}`,
    goto: (url) => client.navigateTo(url).then(() => undefined),
    setViewport: async (width, height) => {
      await client.setWindowRect(null, null, width, height)
      await waitUntil(`a ${width} px wide view`, async () => (await script(() => innerWidth, [])) === width)
    },
    evaluate: (fn, ...args) => script(fn, args),
    click: async (target) => client.elementClick(await element(target)),
    hover: async (target) => {
      const id = await element(target)
      await client.performActions([pointerTo({ [ELEMENT_KEY]: id })])
      await client.releaseActions()
    },
    fill: async (target, text) => {
      const id = await element(target)
      await client.elementClick(id)
      await script((input: object) => input instanceof HTMLInputElement && input.select(), [{ [ELEMENT_KEY]: id }])
      await client.elementSendKeys(id, text)
    },
    press: async (key) => {
      const code = keyCodes[key]
      await client.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            { type: 'keyDown', value: code },
            { type: 'keyUp', value: code },
          ],
        },
      ])
      await client.releaseActions()
    },
    problems: () => {
      const lines = readFileSync(problemsFile, { encoding: 'utf8', flag: 'a+' }).split('\n').filter(Boolean)
      const fresh = lines.slice(read)
      read = lines.length
      return Promise.resolve(
        fresh.map((line) => {
          const { kind, text, url } = v.parse(
            v.object({ kind: v.string(), text: v.string(), url: v.string() }),
            JSON.parse(line),
          )
          return `${kind}: ${text} (${url})`
        }),
      )
    },
    close,
  }
}
