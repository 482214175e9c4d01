import { useSite } from '../config/use-site.ts'
import { m } from '../paraglide/messages.js'
import { reportConversion } from '../tracking/conversion.ts'
import { buttonStyles } from '../ui/button-styles.ts'

/**
 * A call to action that opens the external scheduler (the rule: every button whose label has a
 * booking or contact phrase opens it). Chosen in code at the call site, never from the label's wording, so a
 * translation cannot change what a button does; tests/e2e/scheduling.spec.ts checks that every such
 * label on the site is one of these. A real link (new tab, noopener): it works before hydration and
 * with a middle click; the conversion is reported on click, with marketing consent only.
 */
export function SchedulerLink({
  label,
  variant = 'primary',
  className = '',
}: {
  label: string
  /** `plain`: no button look, the caller's className only (a link inside a text or a list of links). */
  variant?: keyof typeof buttonStyles | 'plain'
  className?: string
}) {
  const site = useSite()
  return (
    <a
      href={site.schedulerUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={variant === 'plain' ? className : `${buttonStyles[variant]} ${className}`}
      data-scheduling=""
      onClick={() => reportConversion(site.tracking.conversionFunction)}
    >
      {label}
      <span className="sr-only"> {m.common_new_tab()}</span>
    </a>
  )
}
