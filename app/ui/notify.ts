// Confirmations ("Cookie settings saved") without shipping the toast machinery in every first load:
// notify() queues the text, and the layout loads the toaster (app/ui/toaster.tsx) on first use.
type Listener = () => void

const queue: string[] = []
const listeners = new Set<Listener>()
let wanted = false

export function notify(title: string) {
  queue.push(title)
  wanted = true
  for (const listener of listeners) listener()
}

export const notifications = {
  subscribe: (listener: Listener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  /** Whether anything was ever notified (then the toaster is loaded and stays). */
  wanted: () => wanted,
  /** Takes the texts waiting to be shown. */
  take: () => queue.splice(0),
}
