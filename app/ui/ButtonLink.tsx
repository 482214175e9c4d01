import { Link } from '@tanstack/react-router'
import type { RoutePath } from '../i18n/route-table.ts'
import { buttonStyles } from './button-styles.ts'

/** A link to a page of the site that looks like a button (a secondary call to action). */
export function ButtonLink({
  to,
  label,
  variant = 'primary',
  className = '',
}: {
  to: RoutePath
  label: string
  variant?: keyof typeof buttonStyles
  className?: string
}) {
  return (
    <Link to={to} className={`${buttonStyles[variant]} ${className}`}>
      {label}
    </Link>
  )
}
