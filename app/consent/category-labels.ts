// The optional categories' names: a module of their own, as the banner's first load needs only these
// (its checkboxes when the settings' code cannot load), not the purposes in ./category-texts.ts.
import { m } from '../paraglide/messages.js'
import type { OptionalCategory } from './consent-store.ts'

export const optionalCategoryLabel: Record<OptionalCategory, () => string> = {
  functional: m.common_cookie_functional,
  analytics: m.common_cookie_analytics,
  performance: m.common_cookie_performance,
  sharing: m.common_cookie_sharing,
  marketing: m.common_cookie_marketing,
}
