import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { useSite } from '../config/use-site.ts'

export function Logo() {
  const site = useSite()
  return (
    <Link
      to="/"
      aria-label={m.common_logo_label({ brand: site.brandName })}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" role="presentation">
        <rect width="32" height="32" rx="8" fill="#1f5fbf" />
        <path d="M9 22V10h3v9.5h6V22zm11.5 0V10h3v12z" fill="#fff" />
      </svg>
      {/* Between 1024 and 1280 px the desktop menu needs the room: the mark alone carries the link. */}
      <span className="text-base sm:text-lg lg:hidden xl:inline">{site.brandName}</span>
    </Link>
  )
}
