import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { m } from '../paraglide/messages.js'

/** Confirmations such as "Cookie settings saved", one at a time (SPEC section 4). */
export const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: 4000, overlap: false })

export function SiteToaster() {
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
