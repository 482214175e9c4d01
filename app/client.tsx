// The browser entry: Start's default (hydrate the document), with hydration mismatches reported.
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

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
