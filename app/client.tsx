// The browser entry: Start's default (hydrate the document), plus URLPattern on demand.
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

// Paraglide's URL strategy needs URLPattern. Current browsers have it; only older ones (Safari
// before 26, Firefox before 142) fetch the polyfill, before hydration. The client build leaves out
// the runtime's own static import of it (vite.config.ts), saving every other visitor ~6 KB gzip.
if (!('URLPattern' in globalThis)) await import('urlpattern-polyfill')

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
    {
      // A hydration mismatch makes React drop the server's HTML and render again: costly and easy to
      // miss. Say so plainly (tests/e2e/hydration.spec.ts fails on it).
      onRecoverableError: (error, info) => console.error('React recovered from an error (hydration mismatch?):', error, info.componentStack ?? ''),
    },
  )
})
