import { createFileRoute } from '@tanstack/react-router'
import { CookieSettingsButton } from '../consent/CookieSettingsButton.tsx'
import { PageIntro } from '../layout/PageIntro.tsx'
import { buttonStyles } from '../ui/button-styles.ts'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/cookie-policy')({
  head: ({ match }) => pageHead('/cookie-policy', match.context.site),
  component: CookiePolicyPage,
})

function CookiePolicyPage() {
  return (
    <PageIntro title={m.pages_cookies_title()} intro={m.pages_cookies_intro()}>
      <CookieSettingsButton className={`${buttonStyles.secondary} mt-8`} />
    </PageIntro>
  )
}
