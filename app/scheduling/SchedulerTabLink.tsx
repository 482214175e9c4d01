import { useSite } from '../config/use-site.ts'
import { m } from '../paraglide/messages.js'
import { reportConversion } from '../tracking/conversion.ts'

/**
 * The external scheduler in a new tab (noopener): the demo page's fast lane, used only there. The
 * conversion is reported on click, with marketing consent only.
 */
export function SchedulerTabLink({ className }: { className: string }) {
  const site = useSite()
  return (
    <a
      href={site.schedulerUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-scheduler-link=""
      onClick={() => reportConversion(site.tracking.conversionFunction)}
    >
      {m.pages_book_demo_open_scheduler()}
      <span className="sr-only"> {m.common_new_tab()}</span>
    </a>
  )
}
