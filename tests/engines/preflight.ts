// Before any flow runs: every engine's binaries and bindings are there, or the run fails naming the
// Debian package to install (.ci/run installs them), never skipping an engine.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { type Engine, type Requirement } from './engines.ts'

export interface Probes {
  exists: (file: string) => boolean
  /** Whether `python -c code` exits 0. */
  pythonRuns: (python: string, code: string) => boolean
}

export const systemProbes: Probes = {
  exists: existsSync,
  pythonRuns: (python, code) => spawnSync(python, ['-c', code], { stdio: 'ignore' }).status === 0,
}

const met = ({ check }: Requirement, probes: Probes) =>
  'file' in check ? probes.exists(check.file) : probes.pythonRuns(check.python, check.imports)

/** One line per requirement that is not met, naming the engine, what is missing and the package. */
export function unmetRequirements(engines: readonly Engine[], probes: Probes = systemProbes): string[] {
  return engines.flatMap((engine) =>
    engine.requirements
      .filter((requirement) => !met(requirement, probes))
      .map(({ check, package: name }) => {
        const missing = 'file' in check ? `${check.file} is missing` : `\`${check.imports}\` fails in ${check.python}`
        return `${engine.name} cannot start: ${missing}; install ${name} (apt-get install ${name})`
      }),
  )
}
