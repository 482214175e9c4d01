/**
 * A lazy `import()` that runs at most once per page: every call returns the first call's promise,
 * a rejection included, so a chunk that failed is never imported again.
 *
 * Why the rejection is kept: WebKit evaluates a module again after its evaluation threw and resolves
 * the second `import()` with the half-initialised namespace (Chromium and Firefox reject again), so a
 * retry would hide the first error behind a TypeError from an export that was never set. Every
 * client-side lazy import of the site goes through this (docs/architecture.md, "Lazy code"); each
 * caller says what the visitor sees when it fails. The kept promise is marked handled: a preload that
 * nobody awaits never reports an unhandled rejection, while every awaiting caller still gets the error.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () => {
    if (!loading) {
      loading = load()
      loading.catch(() => undefined)
    }
    return loading
  }
}
