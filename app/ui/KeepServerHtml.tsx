import { lazyRouteComponent } from '@tanstack/react-router'
import { memo, type ReactNode, Suspense, use } from 'react'
import { loadOnce } from '../lib/load-once.ts'
import { useMountedAfterHydration } from './use-after-hydration.ts'

/**
 * Presentational content that never hydrates: the server's HTML stays as it is, links inside work as
 * plain links, native disclosures open, and when `children` is a lazy component its code is never
 * downloaded on the page's first load. Nothing a visitor types into or clicks for behaviour belongs
 * inside (docs/decisions/0054-deferred-hydration-keep-server-html.md).
 *
 * How: the server renders `children` inside a Suspense boundary; the hydrating browser renders a
 * child that suspends for good in its place, so React keeps the boundary's server HTML and never
 * walks it. The boundary is memoised to never update: an update would make React give up on the
 * dehydrated boundary and render it afresh. (Start 1.169's `<Hydrate when={never()}>` does exactly
 * that: its wrapper re-renders once hydration ends and its boundary is replaced by a copy of the
 * HTML, losing an open answer or the focus; and on a later mount its marker empties its own fallback.)
 * Upstream: neither `<Hydrate>` bug is reported yet; the report to file: docs/upgrading.md ("Workarounds").
 *
 * Mounted later, by a client-side navigation, there is no server HTML in the document: it shows the
 * copy of the HTML it kept from the first load (`name` keys it), or else renders `children` (the
 * route's loader has fetched their code).
 */
export function KeepServerHtml({ name, children }: { name: string; children: ReactNode }) {
  const firstLoad = !useMountedAfterHydration()
  if (firstLoad) return <ServerHtml name={name}>{children}</ServerHtml>
  const html = keptHtml.get(name)
  return html === undefined ? (
    <div data-server-html={name}>{children}</div>
  ) : (
    // eslint-disable-next-line react/no-danger -- the server's own render of this section, kept from the first load
    <div data-server-html={name} dangerouslySetInnerHTML={{ __html: html }} />
  )
}

const keptHtml = new Map<string, string>()

/**
 * A deferred section: the lazy component to put inside `<KeepServerHtml name={name}>`, and the
 * preload its route's loader awaits. The preload is skipped once the section's HTML has been kept
 * (the copy shows at once; fetching the code would only delay a back navigation).
 *
 * When the code cannot load: a first load never fetches it, so the server's HTML stays. After a
 * client-side navigation the preload swallows the error (the loader goes on) and the component
 * rendering it lets the router's `lazyRouteComponent` act: a chunk that failed to arrive reloads the
 * page once per session (the server renders the section, and its HTML is kept), any other error goes
 * to the route's error component. The import runs once per page (app/lib/load-once.ts).
 */
export function deferredSection<Props extends object, Key extends string>(
  name: string,
  load: () => Promise<Record<Key, (props: Props) => ReactNode>>,
  exportName: Key,
) {
  // lazyRouteComponent's reload is asynchronous, and a render before the page goes away finds its
  // once-per-session key set and throws the import error into the route's error component for a
  // moment (TanStack/router#8377; fix in #8433). A chunk whose key is unset when it fails gets that
  // reload: once Lazy has set the key, the section keeps suspending until the page goes.
  let reloadKey: string | undefined
  const Lazy = lazyRouteComponent(
    loadOnce(() =>
      load().then(
        (module): { default: (props: Props) => ReactNode } => ({ default: module[exportName] }),
        (error: unknown) => {
          // The router sets the key only for a missing chunk; any other error goes on to the route's
          // error component. (The server's sections are bundled with it: their import does not fail.)
          if (error instanceof Error) {
            const key = RELOAD_KEY + error.message
            if (!sessionStorage.getItem(key)) reloadKey = key
          }
          throw error
        },
      ),
    ),
  )
  function Component(props: Props) {
    if (reloadKey && sessionStorage.getItem(reloadKey)) return use(forever)
    return <Lazy {...props} />
  }
  return {
    name,
    Component,
    preload: async (): Promise<void> => {
      if (!keptHtml.has(name)) await Lazy.preload?.()
    },
  }
}

/** lazyRouteComponent's once-per-session reload key, before the error's message. */
const RELOAD_KEY = 'tanstack_router_reload:'
const forever = new Promise<never>(() => {})

function Dehydrated() {
  return use(forever)
}

const ServerHtml = memo(
  function ServerHtml({ name, children }: { name: string; children: ReactNode }) {
    return (
      <div data-server-html={name} ref={(element) => void (element && keptHtml.set(name, element.innerHTML))}>
        <Suspense fallback={null}>{typeof window === 'undefined' ? children : <Dehydrated />}</Suspense>
      </div>
    )
  },
  () => true,
)
