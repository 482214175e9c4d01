import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { m } from '../paraglide/messages.js'

/** A link to another site, opened in a new tab without handing it our window (noopener). */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { children: ReactNode }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {m.common_new_tab()}</span>
    </a>
  )
}
