import { useEffect, useRef, useState } from 'react'

/**
 * How a picture loads: `lazy` below the fold (the default); `eager` for the first
 * visible ones, at most three a page; `high` for the first of them, usually the largest element in
 * view (LCP), which also gets a high fetch priority.
 */
export type PicturePriority = 'lazy' | 'eager' | 'high'

export interface PictureSources {
  /** The original (png or jpg): the fallback for browsers without the modern format, or when it fails. */
  src: string
  srcSet?: string
  /** The same picture in a modern format (webp or avif). */
  modernSrcSet: string
  modernType?: 'image/webp' | 'image/avif'
}

type Props = PictureSources & {
  alt: string
  /** Intrinsic size; without it the picture keeps a 16/9 box, so nothing shifts. */
  width?: number
  height?: number
  sizes?: string
  priority?: PicturePriority
  className?: string
}

/** Files named `<base>-<width>.<ext>`: a srcset. */
export function rasterSet(base: string, widths: readonly number[], ext: string): string {
  return widths.map((width) => `${base}-${width}.${ext} ${width}w`).join(', ')
}

/** Picture sets of rendered files: the largest original as src, both formats as srcsets. */
export function generatedPicture(base: string, widths: readonly number[]): PictureSources {
  return {
    src: `${base}-${Math.max(...widths)}.png`,
    srcSet: rasterSet(base, widths, 'png'),
    modernSrcSet: rasterSet(base, widths, 'webp'),
  }
}

const isModern = (url: string) => /\.(webp|avif)(\?|#|$)/i.test(url)

/**
 * A raster picture in a modern format with the original as fallback. When the modern file fails to
 * load, the <source> is dropped, so the browser loads the original instead.
 */
export function Picture({
  src,
  srcSet,
  modernSrcSet,
  modernType = 'image/webp',
  alt,
  width,
  height,
  sizes,
  priority = 'lazy',
  className = '',
}: Props) {
  const [modernFailed, setModernFailed] = useState(false)
  const image = useRef<HTMLImageElement>(null)

  // A failure before hydration fired no React handler: read it from the element once mounted.
  useEffect(() => {
    const img = image.current
    if (img && img.complete && img.naturalWidth === 0 && isModern(img.currentSrc)) setModernFailed(true)
  }, [])

  const sized = width !== undefined && height !== undefined
  return (
    <picture>
      {!modernFailed && <source type={modernType} srcSet={modernSrcSet} sizes={sizes} />}
      <img
        ref={image}
        src={src}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        decoding={priority === 'lazy' ? 'async' : 'auto'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        onError={(event) => {
          if (isModern(event.currentTarget.currentSrc)) setModernFailed(true)
        }}
        className={`${sized ? 'h-auto' : 'aspect-video object-cover'} w-full ${className}`}
      />
    </picture>
  )
}
