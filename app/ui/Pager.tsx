import type { ReactNode } from 'react'
import { m } from '../paraglide/messages.js'

export const pagerLinkStyle =
  'inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** Makes the link to another page of the list: the pager decides where it goes and what it says. */
export type PageLink = (page: number, rel: 'prev' | 'next', text: string) => ReactNode

/** Previous and next links around "Page N of M", for any paged list (the blog, search results). */
export function Pager({
  label,
  page,
  pageCount,
  link,
}: {
  label: string
  page: number
  pageCount: number
  link: PageLink
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? link(page - 1, 'prev', m.pages_blog_previous()) : <span />}
      <p className="text-sm text-muted">{m.pages_blog_page_of({ page: String(page), pages: String(pageCount) })}</p>
      {page < pageCount ? link(page + 1, 'next', m.pages_blog_next()) : <span />}
    </nav>
  )
}
