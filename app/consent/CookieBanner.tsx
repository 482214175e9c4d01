import { Switch } from '@ark-ui/react/switch'
import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { notify } from '../ui/notify.ts'
import { consentStore, OPTIONAL_CATEGORIES, type OptionalCategory } from './consent-store.ts'
import { useConsent } from './use-consent.ts'
import { useSite } from '../config/use-site.ts'
import { categoryInUse } from './categories-in-use.ts'
import { recordOf } from '../lib/typed-object.ts'

const categoryText: Record<OptionalCategory, [() => string, () => string]> = {
  functional: [m.common_cookie_functional, m.common_cookie_functional_text],
  analytics: [m.common_cookie_analytics, m.common_cookie_analytics_text],
  performance: [m.common_cookie_performance, m.common_cookie_performance_text],
  sharing: [m.common_cookie_sharing, m.common_cookie_sharing_text],
  marketing: [m.common_cookie_marketing, m.common_cookie_marketing_text],
}

/**
 * The consent banner. It renders only in the browser once local storage has been read, so a visitor
 * who has chosen never sees it flash. It sits over the page (no layout shift) and, while shown, adds
 * its height to the page's scroll padding so it never hides the focused element.
 */
export function CookieBanner() {
  const consent = useConsent()
  const site = useSite()
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [choice, setChoice] = useState<Record<OptionalCategory, boolean>>(() => recordOf(OPTIONAL_CATEGORIES, () => false))
  const box = useRef<HTMLElement>(null)
  const titleId = useId()
  const visible = consent === null

  useEffect(() => {
    const element = box.current
    if (!visible || !element) return
    // Focused elements scroll clear of the banner. Set on the root's own scroll-padding, not as an
    // inherited custom property: that would restyle every element of the page (30 ms on a slow
    // phone). The observer reports the first size after layout, so nothing forces a layout here.
    const root = document.documentElement
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight
      root.style.scrollPaddingBottom = `calc(${Math.ceil(height)}px + 1rem)`
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.removeProperty('scroll-padding-bottom')
    }
  }, [visible])

  if (!visible) return null
  const decide = (action: () => void) => {
    action()
    setSettingsOpen(false)
    notify(m.common_cookie_saved())
  }
  const store = consentStore()

  return (
    <section
      ref={box}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,42,85,0.12)]"
    >
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
        <h2 id={titleId} className="text-lg font-semibold text-brand-900">
          {m.common_cookie_title()}
        </h2>
        <p className="mt-2 max-w-4xl text-sm leading-6 text-ink">
          {m.common_cookie_text()}{' '}
          <Link to="/privacy-policy" className="font-semibold text-brand-700 underline underline-offset-4">
            {m.common_cookie_privacy_link()}
          </Link>
        </p>
        {store.privacySignal && <p className="mt-2 max-w-4xl text-sm leading-6 text-ink">{m.common_cookie_gpc({ marketing: m.common_cookie_marketing(), sharing: m.common_cookie_sharing() })}</p>}
        {settingsOpen && (
          <fieldset className="mt-4">
            <legend className="text-sm font-semibold text-ink">{m.common_cookie_settings_title()}</legend>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              <li>
                <ConsentSwitch label={m.common_cookie_essential()} text={m.common_cookie_essential_text()} checked disabled />
              </li>
              {OPTIONAL_CATEGORIES.map((category) => {
                const [label, text] = categoryText[category]
                const unused = categoryInUse(category, site) ? '' : ` ${m.common_cookie_not_used()}`
                return (
                  <li key={category}>
                    <ConsentSwitch
                      label={label()}
                      text={`${text()}${unused}`}
                      checked={choice[category]}
                      onChange={(checked) => setChoice((previous) => ({ ...previous, [category]: checked }))}
                    />
                  </li>
                )
              })}
            </ul>
          </fieldset>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {/* Accept and decline carry equal weight on the first layer (TDDDG § 25 case law). */}
          <button type="button" className={buttonStyles.primary} onClick={() => decide(() => store.acceptAll())}>
            {m.common_cookie_accept_all()}
          </button>
          <button type="button" className={buttonStyles.primary} onClick={() => decide(() => store.declineAll())}>
            {m.common_cookie_decline_all()}
          </button>
          {settingsOpen ? (
            <button type="button" className={buttonStyles.secondary} onClick={() => decide(() => store.save(choice))}>
              {m.common_cookie_save()}
            </button>
          ) : (
            <button type="button" className={buttonStyles.secondary} aria-expanded="false" onClick={() => setSettingsOpen(true)}>
              {m.common_cookie_settings()}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}

function ConsentSwitch(props: { label: string; text: string; checked: boolean; disabled?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <Switch.Root
      checked={props.checked}
      disabled={props.disabled}
      onCheckedChange={(details) => props.onChange?.(details.checked)}
      className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 data-disabled:cursor-default"
    >
      <Switch.Control className="mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 p-0.5 transition-colors data-[state=checked]:bg-brand-600 data-focus-visible:outline-2 data-focus-visible:outline-offset-2 data-focus-visible:outline-brand-600">
        <Switch.Thumb className="size-5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Control>
      <span>
        <Switch.Label className="block text-sm font-semibold text-ink">{props.label}</Switch.Label>
        <span className="block text-sm text-muted">{props.text}</span>
      </span>
      <Switch.HiddenInput />
    </Switch.Root>
  )
}
