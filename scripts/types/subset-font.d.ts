// The part of subset-font that scripts/content/font-subset.ts uses (its DefinitelyTyped types, 2.3, predate
// `keepFeatures`).
declare module 'subset-font' {
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2'
    /** OpenType feature tags to keep (`hb-subset --layout-features`); all by default. */
    keepFeatures?: string[]
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>
}
