import { Link } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { getLocale } from '../paraglide/runtime.js'
import { notFoundSearch } from '../search/deferred.ts'
import { KeepServerHtml } from '../ui/KeepServerHtml.tsx'
import { buttonStyles } from '../ui/button-styles.ts'
import { PageIntro } from '../ui/PageIntro.tsx'

/** The 404 page in the page's language (answered with HTTP 404, marked noindex), with the site search: a visitor who missed a page needs it most here. */
export function NotFoundPage({ title = m.common_not_found_title(), text = m.common_not_found_text() }) {
  return (
    <PageIntro title={title} intro={text}>
      <KeepServerHtml name={`${notFoundSearch.name}-${getLocale()}`}>
        <notFoundSearch.Component />
      </KeepServerHtml>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className={buttonStyles.primary}>
          {m.common_not_found_home()}
        </Link>
        <Link to="/blog" className={buttonStyles.secondary}>
          {m.common_not_found_blog()}
        </Link>
      </div>
    </PageIntro>
  )
}
