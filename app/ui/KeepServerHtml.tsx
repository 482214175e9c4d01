import { useHydrated } from '@tanstack/react-router'
import { Hydrate } from '@tanstack/react-start'
import { never } from '@tanstack/react-start/hydration'
import { type ReactNode, useState } from 'react'

/**
 * Presentational content that never hydrates on the page's first load: the server's HTML stays as it
 * is, links inside work as plain links, and when `children` is a lazy component its code is never
 * downloaded. Nothing a visitor types into or clicks for behaviour belongs inside (ARCHITECTURE
 * "Rendering, speed, privacy").
 *
 * Mounted later, by a client-side navigation, there is no server HTML to keep, and it renders its
 * children normally. (Start 1.169's `never()` cannot be used then: its marker clears the DOM of its
 * fallback as well, leaving the section empty.) The choice is made once per mount, so the
 * boundary never switches between the two.
 */
export function KeepServerHtml({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  const [firstLoad] = useState(!hydrated)
  return firstLoad ? (
    <Hydrate when={never()} split={false}>
      {children}
    </Hydrate>
  ) : (
    children
  )
}
