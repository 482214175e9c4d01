// Process state that must outlive a module's re-evaluation under the dev server. Vite's module runner
// evaluates a module again after a change to it or to anything it imports, and Nitro's dev worker
// then runs the server plugins again: without this, each edit of db/schema.ts, say, opened another
// PGlite on the same data folder. `import.meta.hot.data` is Vite's way to hand state from one
// evaluation of a module to the next; in a build there is no `import.meta.hot` and one evaluation.
/** `initial` on a module's first evaluation; under the dev server, the same object on every later one. */
export function keptAcrossReloads<T extends object>(hot: ImportMeta['hot'], initial: T): T {
  if (!hot) return initial
  // vite/client types `data` as `any`; only this function writes `kept`, always with `initial`'s type.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access
  return (hot.data.kept ??= initial)
}
