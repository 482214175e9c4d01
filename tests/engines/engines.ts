// The engines and widths the suite runs every flow in, and what each engine needs from Debian.
import { type EngineDriver } from './driver.ts'
import { FIREFOX_PATH, launchFirefox } from './firefox.ts'
import { SYSTEM_PYTHON, WEBKIT_DRIVER_PATH, WINDOW_SCRIPT, XVFB_PATH, launchWebKit } from './webkit.ts'

/** Something an engine cannot start without, and the Debian package that brings it. */
export interface Requirement {
  /** A file that must exist, or a Python module import (python3-gi's bindings) that must work. */
  check: { file: string } | { python: string; imports: string }
  package: string
}

export interface Engine {
  name: 'firefox' | 'webkit'
  requirements: Requirement[]
  /** `port`: the driver's own, one of the suite's (ports.ts). */
  launch: (width: number, height: number, port: number) => Promise<EngineDriver>
}

export const engines: Engine[] = [
  {
    name: 'firefox',
    requirements: [{ check: { file: FIREFOX_PATH }, package: 'firefox-esr' }],
    launch: launchFirefox,
  },
  {
    name: 'webkit',
    requirements: [
      { check: { file: WEBKIT_DRIVER_PATH }, package: 'webkit2gtk-driver' },
      { check: { file: XVFB_PATH }, package: 'xvfb' },
      { check: { python: SYSTEM_PYTHON, imports: 'import gi' }, package: 'python3-gi' },
      {
        check: { python: SYSTEM_PYTHON, imports: "import gi; gi.require_version('WebKit2', '4.1')" },
        package: 'gir1.2-webkit2-4.1',
      },
      { check: { file: WINDOW_SCRIPT }, package: 'this repository (tests/engines/webkit/window.py)' },
    ],
    launch: launchWebKit,
  },
]

/** A phone and a desktop, the widths the site's layout switches between. */
export const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
export type Width = (typeof widths)[number]
