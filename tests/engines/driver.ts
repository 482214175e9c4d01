// What a visitor flow needs from a browser, the same for every engine: each flow is written once
// against this interface, and each engine has an adapter (firefox.ts: puppeteer-core over WebDriver
// BiDi; webkit.ts: WebdriverIO's WebDriver client against WebKitWebDriver).

/** An element: the first visible one matching `css` whose text or aria-label contains `text`. */
export interface Target {
  css: string
  text?: string
}

/** Keys a flow presses, by the names of KeyboardEvent.key. */
export type Key = 'Enter' | 'Escape' | 'ArrowDown' | 'ArrowRight' | 'Tab' | ' '

/** What a page function takes: JSON values (and element references, which the adapters pass). */
export type PageArg = string | number | boolean | null | object
/** A function run in the page: self-contained, since it is sent as text. */
export type PageFunction<A extends PageArg[]> = (...args: A) => unknown

/** The text that calls `fn` with `args` in the page (both adapters send this). */
export const callText = <A extends PageArg[]>(fn: PageFunction<A>, args: A) =>
  `(${fn.toString()}).apply(null, ${JSON.stringify(args)})`

export interface EngineDriver {
  /** "Firefox 153.7.0esr", "WebKitGTK 2.50.6". */
  readonly version: string
  /** Loads `url` and waits for its load event. */
  goto(url: string): Promise<void>
  setViewport(width: number, height: number): Promise<void>
  /** Runs `fn` in the page; what it returns comes back as JSON (check it with a schema). */
  evaluate<A extends PageArg[]>(fn: PageFunction<A>, ...args: A): Promise<unknown>
  /** Scrolls the target into view (by script: WebKitWebDriver's click does not scroll past
   * `scroll-padding-top`), then clicks it with the pointer. */
  click(target: Target): Promise<void>
  hover(target: Target): Promise<void>
  /** Focuses the target, selects what it holds and types `text` over it. */
  fill(target: Target, text: string): Promise<void>
  press(key: Key): Promise<void>
  /** Script errors, unhandled rejections, console errors and CSP violations since the last call. */
  problems(): Promise<string[]>
  close(): Promise<void>
}

/** A condition on a host ten times slower than a quiet one still comes within this. */
export const DEADLINE_MS = 30_000
const POLL_MS = 50

/** Asks `probe` until it answers with a value; fails after DEADLINE_MS naming `what`. */
export async function poll<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + DEADLINE_MS
  for (;;) {
    const value = await probe()
    if (value !== undefined) return value
    if (Date.now() > end) throw new Error(`Waited ${DEADLINE_MS / 1000} s for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Waits until `check` holds; fails after DEADLINE_MS naming `what`. */
export async function waitUntil(what: string, check: () => Promise<boolean>): Promise<void> {
  await poll(what, async () => ((await check()) ? true : undefined))
}

/** `promise`, or a failure naming `what` after DEADLINE_MS. */
export async function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Waited ${DEADLINE_MS / 1000} s for ${what}`)), DEADLINE_MS)
  })
  try {
    return await Promise.race([promise, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs in the page: the index, among the elements matching `css`, of the one a Target names, scrolled
 * to the middle of the view; -1 when there is none. The adapters then take that element by `css`.
 */
export function indexInPage(css: string, text: string | null): number {
  const visible = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const label = (element: Element) => `${element.textContent} ${element.getAttribute('aria-label') ?? ''}`
  const all = [...document.querySelectorAll(css)]
  const index = all.findIndex((element) => visible(element) && (text === null || label(element).includes(text)))
  all[index]?.scrollIntoView({ block: 'center', inline: 'center' })
  return index
}

export const describeTarget = ({ css, text }: Target) => (text === undefined ? css : `${css} with "${text}"`)
