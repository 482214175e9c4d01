import { Link } from '@tanstack/react-router'
import { type FocusEvent, useEffect, useRef } from 'react'
import { m } from '../paraglide/messages.js'
import { pageGrid } from '../ui/page-grid.ts'
import type { CategoryCount } from './types.ts'

const chip =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
const idle = `${chip} border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`
const current = `${chip} border-brand-600 bg-brand-600 text-white`

// A chip the keyboard reaches is scrolled fully into the row: the browser's own focus scrolling
// leaves one that is already partly in view where it is, mostly cut off.
const reveal = (event: FocusEvent<HTMLElement>) =>
  event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })

/**
 * "All" plus one link per category: each filter is its own server-rendered, linkable page. Below
 * 1024 px one row that scrolls sideways (the first articles stay near the top of a phone's screen),
 * the current category's chip scrolled into it; wider, the chips wrap. A category without articles is
 * left out, unless it is the page shown.
 */
export function CategoryFilter({ categories, activeSlug }: { categories: CategoryCount[]; activeSlug?: string }) {
  const offered = categories.filter((category) => category.count > 0 || category.slug === activeSlug)
  const row = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const list = row.current
    const active = list?.querySelector('[aria-current="page"]')
    if (!list || !active) return
    // The row's own scroll position only: the page stays where it is.
    const offset = active.getBoundingClientRect().right - list.getBoundingClientRect().right
    if (offset > 0) list.scrollLeft += offset + 16
  }, [activeSlug])
  return (
    <nav aria-label={m.pages_blog_filter_label()} className={pageGrid}>
      {/* The padding keeps the chips' focus outline inside the scrolling box, which clips. */}
      <ul
        ref={row}
        className="-m-1 flex gap-2 overflow-x-auto p-1 [scrollbar-width:thin] lg:flex-wrap lg:overflow-visible"
      >
        <li className="flex">
          <Link
            to="/blog"
            className={activeSlug ? idle : current}
            aria-current={activeSlug ? undefined : 'page'}
            onFocus={reveal}
          >
            {m.pages_blog_all()}
          </Link>
        </li>
        {offered.map((category) => (
          <li key={category.key} className="flex">
            <Link
              to="/blog/category/$categorySlug"
              params={{ categorySlug: category.slug }}
              className={category.slug === activeSlug ? current : idle}
              aria-current={category.slug === activeSlug ? 'page' : undefined}
              onFocus={reveal}
            >
              {category.name} <span className="ml-1">({category.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
