import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { useEffect } from 'react'
import { m } from '../paraglide/messages.js'
import { notifications } from './notify.ts'

/** Confirmations such as "Cookie settings saved", one at a time. */
const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: 4000, overlap: false })

/** The toaster, loaded on the first notify(): it shows what was queued, then whatever follows. */
export function SiteToaster() {
  useEffect(() => {
    const show = () => {
      for (const title of notifications.take()) toaster.create({ title, type: 'success' })
    }
    // A tick later: the toast group starts listening to the store after this effect has run.
    const first = window.setTimeout(show, 0)
    const unsubscribe = notifications.subscribe(show)
    return () => {
      window.clearTimeout(first)
      unsubscribe()
    }
  }, [])
  return (
    <Toaster toaster={toaster}>
      {(toast) => (
        <Toast.Root className="flex min-w-72 items-center justify-between gap-4 rounded-md bg-brand-900 px-4 py-3 text-sm text-white shadow-lg">
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          <Toast.CloseTrigger className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-white focus-visible:outline-2 focus-visible:outline-white">
            <span aria-hidden="true">×</span>
            <span className="sr-only">{m.common_toast_close()}</span>
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
