// Ends the current task and resumes in a new one, so the browser can paint or answer input in
// between: `scheduler.yield()` where the browser has it (it resumes ahead of other queued tasks),
// a zero timeout elsewhere.
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
