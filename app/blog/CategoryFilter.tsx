import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import type { CategoryCount } from './types.ts'

const chip =
  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
const idle = `${chip} border-slate-300 text-ink hover:border-brand-600 hover:text-brand-700`
const current = `${chip} border-brand-600 bg-brand-600 text-white`

/** "All" plus one link per category: each filter is its own server-rendered, linkable page. */
export function CategoryFilter({ categories, activeSlug }: { categories: CategoryCount[]; activeSlug?: string }) {
  return (
    <nav aria-label={m.pages_blog_filter_label()} className="mx-auto max-w-7xl px-4 sm:px-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to="/blog" className={activeSlug ? idle : current} aria-current={activeSlug ? undefined : 'page'}>
            {m.pages_blog_all()}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.key}>
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
