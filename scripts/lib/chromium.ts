// How the browser tests and the measuring scripts launch Debian's Chromium.

import { existsSync } from 'node:fs'

/** The full browser: the measuring scripts use it, Lighthouse's calibrated figures come from it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser tests' Chromium: Debian's headless shell when it is installed (what Playwright itself
 * runs headless tests in: the same engine without the browser's UI, so less work per window; record
 * 0013), else the full browser.
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath)

/**
 * Playwright's own `--disable-features` list (playwright-core's chromiumSwitches). Chromium keeps only
 * the last `--disable-features` switch on its command line, so ours must repeat it;
 * tests/e2e/chromium-args.spec.ts reads the browser's command line and fails when a Playwright
 * upgrade adds a feature missing here.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 renders its address bar's popup as two WebUI pages in every new window, and Playwright
 * opens a window per test: they took a third of the browser's CPU time in the suite (record 0013).
 */
const omniboxPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopups].join(',')}`,
]
