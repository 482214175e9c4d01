import { useRouter } from '@tanstack/react-router'
import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { asyncHandler } from '../lib/async-handler.ts'
import { PageIntro } from '../ui/PageIntro.tsx'

/** Shown when a page fails to render or load; never shows the error's details to the visitor. */
export function ErrorPage() {
  const router = useRouter()
  return (
    <PageIntro title={m.common_error_title()} intro={m.common_error_text()}>
      <button
        type="button"
        className={`${buttonStyles.primary} mt-8`}
        onClick={asyncHandler(() => router.invalidate())}
      >
        {m.common_error_retry()}
      </button>
    </PageIntro>
  )
}
