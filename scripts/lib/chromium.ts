// How the browser tests and the measuring scripts launch Debian's Chromium.

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
 * opens a window per test: they took a third of the browser's CPU time in the suite (the switcher spec
 * ran in 119 s with them and 73 s without, two workers).
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
