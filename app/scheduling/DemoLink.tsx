import { Link } from '@tanstack/react-router'
import { useSite } from '../config/use-site.ts'
import { reportConversion } from '../tracking/conversion.ts'
import { buttonStyles } from '../ui/button-styles.ts'
import type { DemoSearch } from '../demo-request/estimate.ts'

/**
 * A call to action that leads to the site's own demo page, in the same tab (the rule: every button
 * whose label has a booking or contact phrase is one of these; record 0023). Chosen in code at the call
 * site, never from the label's wording, so a translation cannot change what a button does;
 * tests/e2e/scheduling.spec.ts checks every such label on the site. A real link: it works before
 * hydration and with a middle click; the conversion is reported on click, with marketing consent only.
 * `estimate`: the calculator's inputs, which the demo page shows and sends with the request.
 */
export function DemoLink({
  label,
  variant = 'primary',
  className = '',
  estimate,
}: {
  label: string
  /** `plain`: no button look, the caller's className only (a link inside a text or a list of links). */
  variant?: keyof typeof buttonStyles | 'plain'
  className?: string
  estimate?: DemoSearch
}) {
  const site = useSite()
  return (
    <Link
      to="/book-demo"
      search={estimate ?? {}}
      className={variant === 'plain' ? className : `${buttonStyles[variant]} ${className}`}
      data-demo-link=""
      onClick={() => reportConversion(site.tracking.conversionFunction)}
    >
      {label}
    </Link>
  )
}
