// The banner's first-layer text as a deferred section: the same for every visitor of a page, so its
// words and the purposes' phrases stay out of every page's first-load JavaScript; the server's HTML is
// kept (app/ui/KeepServerHtml.tsx), also when the banner is opened again later.
import { deferredSection } from '../ui/KeepServerHtml.tsx'

export const bannerText = deferredSection('cookie-banner-text', () => import('./BannerText.tsx'), 'BannerText')
