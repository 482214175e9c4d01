// The installed router's own HTML, for tests of the code that reads it (the deferred scripts, the
// CSP hashes, the render cache's ETag): an upgrade that changes what the router writes fails there.
import { createRootRoute, createRoute, createRouter, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import { createElement, type ReactNode } from 'react'

/**
 * A page as the installed router writes it: its own HeadContent and Scripts, given a manifest of the
 * shape Start's build writes (the root's entry script and module preloads, a route's own preloads)
 * and `nonce` as the render's nonce, with a loader on the page's route (the router stamps each match
 * with the time it loaded). The built site is checked the same way by tests/e2e/framework-contract.spec.ts.
 */
export async function routerPage(nonce?: string): Promise<string> {
  const root = createRootRoute({
    head: () => ({
      links: [{ rel: 'stylesheet', href: '/assets/styles.css' }],
      scripts: [{ children: 'self.boot=1' }],
    }),
    shellComponent: ({ children }: { children: ReactNode }) =>
      createElement(
        'html',
        null,
        createElement('head', null, createElement(HeadContent)),
        createElement('body', null, children, createElement(Scripts)),
      ),
    component: () => createElement(Outlet),
  })
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => ({ greeting: 'Hello' }),
    component: () => createElement('main', null, 'Hello'),
  })
  const manifest = {
    routes: {
      __root__: {
        preloads: ['/assets/index-A.js', '/assets/rolldown-runtime.js'],
        scripts: [{ attrs: { type: 'module', async: true, src: '/assets/index-A.js' } }],
      },
      '/': { preloads: ['/assets/routes-B.js', '/assets/rolldown-runtime.js'] },
    },
  }
  const request = new Request('http://localhost/')
  const handle = createRequestHandler({
    request,
    createRouter: () =>
      createRouter({ routeTree: root.addChildren([home]), ssr: nonce === undefined ? undefined : { nonce } }),
    getRouterManifest: () => manifest,
  })
  const response = await handle(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: createElement(RouterServer, { router }) }),
  )
  return response.text()
}
