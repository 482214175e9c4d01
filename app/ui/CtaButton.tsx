import { Link } from '@tanstack/react-router'
import type { RoutePath } from '../i18n/route-table.ts'
import type { MouseEvent } from 'react'
import { reportConversion } from '../tracking/conversion.ts'
import { useSite } from '../layout/use-site.ts'
import { m } from '../paraglide/messages.js'
import { buttonStyles } from './button-styles.ts'
import { isSchedulingLabel } from './scheduling-label.ts'

type Props = {
  label: string
  /** `plain`: no button look, the caller's className only (a CTA inside a list of links). */
  variant?: keyof typeof buttonStyles | 'plain'
  className?: string
  /** Declares a scheduling button whatever its label says. */
  scheduling?: boolean
  /** Takes precedence over scheduling: the button does only this. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void
  /** An internal destination for a button that is neither custom nor scheduling. */
  to?: RoutePath
}

/**
 * A call to action (SPEC section 2). A scheduling button is a real link to the scheduler (new tab,
 * noopener), so it works before hydration and with a middle click; the conversion is reported on click.
 */
export function CtaButton({ label, variant = 'primary', className = '', scheduling, onClick, to }: Props) {
  const site = useSite()
  const style = variant === 'plain' ? className : `${buttonStyles[variant]} ${className}`
  if (onClick) {
    return (
      <button type="button" className={style} onClick={onClick}>
        {label}
      </button>
    )
  }
  if (scheduling || isSchedulingLabel(label)) {
    return (
      <a
        href={site.schedulerUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={style}
        data-scheduling=""
        onClick={() => reportConversion(site.tracking.conversionFunction)}
      >
        {label}
        <span className="sr-only"> {m.common_new_tab()}</span>
      </a>
    )
  }
  return (
    <Link to={to ?? '/book-demo'} className={style}>
      {label}
    </Link>
  )
}
