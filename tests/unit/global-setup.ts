import { execFileSync } from 'node:child_process'

// Compile the messages in a child process: Paraglide's compiler keeps timers alive that would
// stop Vitest from exiting.
export default function setup() {
  execFileSync(process.execPath, ['scripts/build/compile-messages.ts'], { stdio: 'inherit' })
}
