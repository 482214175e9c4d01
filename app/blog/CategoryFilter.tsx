import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { pageGrid } from '../ui/page-grid.ts'
import type { CategoryCount } from './types.ts'

const chip =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
const idle = `${chip} border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700`
const current = `${chip} border-brand-600 bg-brand-600 text-white`

/**
 * "All" plus one link per category: each filter is its own server-rendered, linkable page. Below
 * 1024 px one row that scrolls sideways (the first articles stay near the top of a phone's screen;
 * a chip the keyboard reaches scrolls into view); wider, the chips wrap. A category without articles
 * is left out, unless it is the page shown.
 */
export function CategoryFilter({ categories, activeSlug }: { categories: CategoryCount[]; activeSlug?: string }) {
  const offered = categories.filter((category) => category.count > 0 || category.slug === activeSlug)
  return (
    <nav aria-label={m.pages_blog_filter_label()} className={pageGrid}>
      {/* The padding keeps the chips' focus outline inside the scrolling box, which clips. */}
      <ul className="-m-1 flex gap-2 overflow-x-auto p-1 [scrollbar-width:thin] lg:flex-wrap lg:overflow-visible">
        <li className="flex">
          <Link to="/blog" className={activeSlug ? idle : current} aria-current={activeSlug ? undefined : 'page'}>
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
            >
              {category.name} <span className="ml-1">({category.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
