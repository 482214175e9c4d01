import type { ReactNode } from 'react'

/** Classes for an item of a ScrollRow: most of a phone's width (the next one peeks in), snapping. */
export const scrollRowItem = 'w-[86%] max-w-xl shrink-0 snap-center'

/**
 * On phones and tablets, items side by side in one row that scrolls sideways and snaps, as tall as
 * the tallest; from `lg` the classes in `wide` lay them out. Works without JavaScript. Focusable, so
 * that keyboard users can scroll it (it holds no control of its own); a group, not a landmark.
 */
export function ScrollRow({
  label,
  wide,
  as: Tag = 'div',
  children,
}: {
  label: string
  wide: string
  as?: 'div' | 'ul'
  children: ReactNode
}) {
  return (
    <Tag
      role={Tag === 'ul' ? undefined : 'group'}
      aria-label={label}
      tabIndex={0}
      data-scroll-row
      className={`-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pt-1 pb-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:-mx-6 sm:px-6 lg:mx-0 lg:overflow-visible lg:px-0 lg:pt-0 lg:pb-0 ${wide}`}
    >
      {children}
    </Tag>
  )
}
