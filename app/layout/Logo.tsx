import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { useSite } from '../config/use-site.ts'
import { BrandLockup } from '../brand/BrandLockup.tsx'

/** The header's brand: mark and wordmark, linking home. */
export function Logo() {
  const site = useSite()
  return (
    <Link
      to="/"
      aria-label={m.common_logo_label({ brand: site.brandName })}
      className="inline-flex min-h-11 items-center gap-2.5 rounded-md text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {/* Between 1024 and 1280 px the desktop menu needs the room: the mark alone carries the link. */}
      <BrandLockup name={site.brandName} wordmarkClass="lg:hidden xl:inline" />
    </Link>
  )
}
