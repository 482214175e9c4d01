// The browser entry. It does what Start's default entry (`<StartClient />`, start-client-core's
// `hydrateStart`) does, in separate tasks, and without what this site does not use:
// - Start's entry runs the app's evaluation, the router's creation, the router's hydration and the
//   start of React's in one long task; here each step yields to the browser first, so a tap or a
//   frame can come in between and no task blocks for long (docs/decisions/0060-first-load-levers.md).
// - Start's entry registers a serialization adapter for server functions sent inside route data, and
//   with it the whole client of server functions (seroval's serializer and parser). No
//   route sends a server function; the pages that call one import it when they call it, so that
//   code is fetched then, not with every first load.
// tests/e2e/framework-contract.spec.ts checks on the built site that this entry still hydrates; after
// a Start upgrade compare this file with its `hydrateStart` (docs/upgrading.md).
// Upstream: https://github.com/TanStack/router/pull/8392 would make `hydrateStart` as small (docs/upgrading.md).
import { RouterProvider } from '@tanstack/react-router'
import { hydrate } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { getRouter } from './router.tsx'
import { nextTask } from './lib/next-task.ts'

async function hydratePage(): Promise<void> {
  await nextTask()
  const router = getRouter()
  // As Start's entry does: the base path its Vite plugin defines (the server's router uses it too; no
  // public accessor exists).
  router.update({ basepath: process.env.TSS_ROUTER_BASEPATH })
  await nextTask()
  // The URL's matches, with the data the server sent along and their route chunks.
  await hydrate(router)
  // No public API: this tells the router's inline bootstrap that hydration is done so it can free its
  // buffers. Start's own entry does the same (react-start-client's hydrateStart), and its public
  // `hydrateStart` also loads the server-function serializer this entry leaves out.
  window.$_TSR?.h()
  await nextTask()
  // A transition: React hydrates in slices of a few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
      {
        // A hydration mismatch makes React drop the server's HTML and render again: costly and easy to
        // miss. Say so plainly (tests/e2e/hydration.spec.ts fails on it).
        onRecoverableError: (error, info) =>
          console.error('React recovered from an error (hydration mismatch?):', error, info.componentStack ?? ''),
      },
    )
  })
}

void hydratePage()
