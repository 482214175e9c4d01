import { Link } from '@tanstack/react-router'
import { useSite } from '../config/use-site.ts'
import { m } from '../paraglide/messages.js'
import { firstLayerPurposes } from './category-texts.ts'

/**
 * The first layer's text: what the banner is about, what "Accept all" switches on, where to change the
 * choice later, the policy link.
 */
export function BannerText() {
  const site = useSite()
  const purposes = firstLayerPurposes(site)
  return (
    <p className="mt-2 max-w-4xl text-sm leading-6 text-ink">
      {m.common_cookie_text()} {purposes && `${purposes} `}
      {m.common_cookie_change({ button: m.common_cookie_reopen() })}{' '}
      <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-4">
        {m.common_cookie_privacy_link()}
      </Link>
    </p>
  )
}
