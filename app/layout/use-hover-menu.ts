// Which dropdown of the desktop navigation is open, with this timing: a panel
// opens after 200 ms of hover; within 300 ms of another panel closing the next opens at once (skip
// delay), as it does when one is already open; it closes 150 ms after the pointer leaves.
import { useCallback, useEffect, useRef, useState } from 'react'

const OPEN_DELAY_MS = 200
const SKIP_DELAY_MS = 300
const CLOSE_DELAY_MS = 150

/** How a panel was opened: a click on a panel the pointer has just opened keeps it open. */
type OpenedBy = 'pointer' | 'press'

export function useHoverMenu() {
  const [openId, setOpenId] = useState<string | null>(null)
  const openedBy = useRef<OpenedBy>('press')
  const timer = useRef<number | undefined>(undefined)
  const closedAt = useRef(Number.NEGATIVE_INFINITY)
  // The open panel for the handlers and timers, which may run before the next render; `set` is the
  // only writer of both.
  const current = useRef<string | null>(null)

  const set = useCallback((id: string | null, by: OpenedBy = 'press') => {
    window.clearTimeout(timer.current)
    if (id === null && current.current !== null) closedAt.current = performance.now()
    openedBy.current = by
    current.current = id
    setOpenId(id)
  }, [])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const close = useCallback(() => set(null), [set])

  return {
    openId,
    open: (id: string) => set(id),
    close,
    /** A trigger's click (mouse, Enter or Space). */
    toggle: (id: string) => {
      if (current.current === id && openedBy.current === 'pointer') openedBy.current = 'press'
      else set(current.current === id ? null : id)
    },
    pointerEnter: (id: string) => {
      window.clearTimeout(timer.current)
      if (current.current === id) return
      const skip = current.current !== null || performance.now() - closedAt.current < SKIP_DELAY_MS
      timer.current = window.setTimeout(() => set(id, 'pointer'), skip ? 0 : OPEN_DELAY_MS)
    },
    pointerLeave: () => {
      window.clearTimeout(timer.current)
      if (current.current !== null) timer.current = window.setTimeout(() => set(null), CLOSE_DELAY_MS)
    },
  }
}
