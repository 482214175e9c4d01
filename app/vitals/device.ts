// A report's device class, from the viewport's width in CSS pixels at the site's own breakpoints, so
// each class is one layout: below 640 px (Tailwind's sm) the phone layout, from 1024 px (lg) the
// desktop navigation, between them the tablet layout. The width says which layout the visitor got,
// not which device it was; the user agent, which would, is never read.
import type { DeviceClass } from './payload.ts'

export function deviceClass(viewportWidth: number): DeviceClass {
  return viewportWidth < 640 ? 'mobile' : viewportWidth < 1024 ? 'tablet' : 'desktop'
}
