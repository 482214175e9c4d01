import { m } from '../paraglide/messages.js'

/** Shown by the router when a navigation takes longer than 300 ms. */
export function PageSpinner({ label = m.common_loading() }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  )
}
