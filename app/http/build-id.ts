// The build this process runs: made once per `npm run build` (vite.config.ts defines it), the same in
// every instance started from that build. Cached pages and their ETags belong to one build.
// `import.meta.env` is Vite's: plain Node (a script) has none.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- typed as always there, absent in plain Node
const defined: unknown = import.meta.env?.BUILD_ID

export const BUILD_ID: string = typeof defined === 'string' ? defined : 'dev'
