import { Link } from '@tanstack/react-router'
import { useSite } from '../config/use-site.ts'
import { m } from '../paraglide/messages.js'
import { firstLayerPurposes } from './category-texts.ts'

/**
 * The first layer's text: what "Accept all" switches on and who receives data, how to withdraw, the
 * policy link. Short: the first layer stays within 35 % of a phone's screen (docs/copy-style.md).
 */
export function BannerText() {
  const site = useSite()
  const purposes = firstLayerPurposes(site)
  return (
    <p className="mt-1 max-w-4xl text-sm leading-5 text-ink sm:mt-2 sm:leading-6">
      {purposes && `${purposes} `}
      {m.common_cookie_change({ button: m.common_cookie_reopen() })}{' '}
      <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-4">
        {m.common_cookie_privacy_link()}
      </Link>
    </p>
  )
}
