import type { Locale } from '../i18n/locale.ts'
import { KeepServerHtml } from '../ui/KeepServerHtml.tsx'
import { blogSearchField } from './deferred.ts'

/** The search field above the blog's category filters: server HTML, never hydrated (a plain form). */
export function BlogSearchSection({ locale }: { locale: Locale }) {
  return (
    <KeepServerHtml name={`${blogSearchField.name}-${locale}`}>
      <blogSearchField.Component locale={locale} />
    </KeepServerHtml>
  )
}
