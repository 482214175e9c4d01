import { useRouter } from '@tanstack/react-router'
import { PageIntro } from '../ui/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { asyncHandler } from '../lib/async-handler.ts'

/** "Error loading blog list." with a retry; the rest of the site keeps working. */
export function BlogError() {
  const router = useRouter()
  return (
    <div role="alert">
      <PageIntro title={m.pages_blog_error()} intro={m.pages_blog_error_text()}>
        <button
          type="button"
          className={`${buttonStyles.primary} mt-8`}
          onClick={asyncHandler(() => router.invalidate())}
        >
          {m.pages_blog_retry()}
        </button>
      </PageIntro>
    </div>
  )
}
