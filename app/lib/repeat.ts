// A task repeated on a timer for as long as the server runs (housekeeping, deliveries).

export interface Repeating {
  /** Stops the repetition; resolves once a run in progress has finished. */
  stop(): Promise<void>
}

/**
 * Runs `task` every `intervalMs`, give or take a quarter (so several instances do not run in step),
 * one run at a time, until stopped. The timers are unref'd: they never keep the process alive. The
 * task handles its own errors.
 */
export function repeatEvery(intervalMs: number, task: () => Promise<void>): Repeating {
  let stopped = false
  let running: Promise<void> = Promise.resolve()
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (stopped) return
    timer = setTimeout(
      () => {
        running = task().finally(schedule)
      },
      intervalMs * (0.75 + Math.random() * 0.5),
    )
    timer.unref()
  }
  schedule()
  return {
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running
    },
  }
}
