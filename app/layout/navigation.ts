// The header's menu, shared by the desktop navigation and the mobile menu.
import { useMatchRoute } from '@tanstack/react-router'
import type { RoutePath } from '../i18n/route-table.ts'
import { m } from '../paraglide/messages.js'

export interface NavLink {
  to: RoutePath
  label: () => string
  description?: () => string
}

export interface NavGroup {
  id: string
  label: () => string
  links: NavLink[]
}

// No "Home": the logo is the link home.
export const primaryLinks: NavLink[] = [
  { to: '/product', label: m.common_nav_product },
  { to: '/about-us', label: m.common_nav_about },
]

export const navGroups: NavGroup[] = [
  {
    id: 'resources',
    label: m.common_nav_resources,
    links: [
      { to: '/blog', label: m.common_nav_blog, description: m.common_nav_blog_description },
      {
        to: '/business-value-calculator',
        label: m.common_nav_calculator,
        description: m.common_nav_calculator_description,
      },
    ],
  },
  {
    id: 'join',
    label: m.common_nav_join,
    links: [
      { to: '/careers', label: m.common_nav_careers, description: m.common_nav_careers_description },
      {
        to: '/strategic-partnerships',
        label: m.common_nav_partnerships,
        description: m.common_nav_partnerships_description,
      },
      { to: '/partners', label: m.common_nav_partners, description: m.common_nav_partners_description },
    ],
  },
]

/** Whether a menu entry is the current page (or, except for home, an ancestor of it). */
export function useIsActive(): (to: RoutePath) => boolean {
  const matchRoute = useMatchRoute()
  return (to) => Boolean(matchRoute({ to, fuzzy: to !== '/' }))
}
