import { useRouteContext } from '@tanstack/react-router'
import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { loadOnce } from '../lib/load-once.ts'
import { recordOf } from '../lib/typed-object.ts'
import { m } from '../paraglide/messages.js'
import { buttonStyles } from '../ui/button-styles.ts'
import { notify } from '../ui/notify.ts'
import { earlyChoice, showBanner, takeEarlyChoice } from './banner-boot.ts'
import { KeepServerHtml } from '../ui/KeepServerHtml.tsx'
import { bannerText } from './deferred.ts'
import { optionalCategoryLabel } from './category-labels.ts'
import type { SettingsProps } from './CookieSettings.tsx'
import { type ConsentStore, OPTIONAL_CATEGORIES, type OptionalCategory } from './consent-store.ts'
import { consentStore } from './page-consent.ts'
import { useConsent } from './use-consent.ts'

// The settings' switches (Ark UI) load when a visitor points at, focuses or presses "Settings", once
// per page (app/lib/load-once.ts). If they cannot load, the same choice is offered with the browser's
// own checkboxes: the visitor can still choose per category, and the component never throws into an
// error boundary.
const loadSettings = loadOnce(() => import('./CookieSettings.tsx'))
const CookieSettings = lazy((): Promise<{ default: ComponentType<SettingsProps> }> =>
  loadSettings().then(
    (module) => ({ default: module.CookieSettings }),
    () => ({ default: CategoryCheckboxes }),
  ),
)

/**
 * The settings without their code: a checkbox per category in use (the scope the page was rendered
 * with). Essential cookies need no choice; the cookie policy describes each category.
 */
function CategoryCheckboxes({ choice, onChange }: SettingsProps) {
  const inUse = useRouteContext({ from: '__root__', select: (context) => context.consent.categories })
  return (
    <fieldset className="mt-4 flex flex-wrap gap-x-6 text-sm font-semibold text-ink">
      <legend className="sr-only">{m.common_cookie_settings()}</legend>
      {inUse.map((category) => (
        <label key={category} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={choice[category]}
            onChange={(event) => onChange(category, event.target.checked)}
          />
          {optionalCategoryLabel[category]()}
        </label>
      ))}
    </fieldset>
  )
}

/** On a phone the buttons share the row (or rows) evenly; from `sm` on they take their own width. */
const choiceWidth = 'flex-1 px-3 sm:flex-none sm:px-4'

const acceptAll = (store: ConsentStore) => store.acceptAll()
const declineAll = (store: ConsentStore) => store.declineAll()

/** Stores a choice and confirms it. */
function saveConsent(action: (store: ConsentStore) => void) {
  action(consentStore())
  notify(m.common_cookie_saved())
}

/**
 * The consent banner. It is part of every page's HTML, so it shows with the first paint; a script in
 * <head> hides it for a visitor who has chosen and keeps a press made before hydration
 * (banner-boot.ts). Once the page has hydrated and the stored choice is read, it leaves the page for
 * such a visitor, and carries out an early press for the others. It sits over the page (no layout
 * shift) and, while shown, adds its height to the page's scroll padding so it never hides the focused
 * element.
 */
export function CookieBanner() {
  const consent = useConsent()
  // "Settings" pressed before hydration opens them as the banner shows (read here, not taken: an
  // initializer changes nothing; the effect below takes it).
  const [settingsOpen, setSettingsOpen] = useState(() => earlyChoice() === 'settings')
  const [choice, setChoice] = useState<Record<OptionalCategory, boolean>>(() =>
    recordOf(OPTIONAL_CATEGORIES, () => false),
  )
  const box = useRef<HTMLElement>(null)
  const titleId = useId()
  // Not read yet (the server, hydration): in the HTML, for the head script to show or hide.
  const read = consent !== undefined
  const visible = consent === null
  // Until the stored choice is read the banner stays as the server rendered it: settings closed.
  const showSettings = read && settingsOpen

  const decide = (action: (store: ConsentStore) => void) => {
    saveConsent(action)
    setSettingsOpen(false)
  }

  // Each time the banner is known to show: carry out "Accept all" or "Decline all" pressed before
  // hydration, else lift the head script's hiding (a choice withdrawn since the page loaded).
  useEffect(() => {
    if (!visible) return
    const early = takeEarlyChoice()
    if (early === 'accept') saveConsent(acceptAll)
    else if (early === 'decline') saveConsent(declineAll)
    else showBanner()
  }, [visible])

  useEffect(() => {
    const element = box.current
    if (!visible || !element) return
    // Focused elements scroll clear of the banner. Set on the root's own scroll-padding, not as an
    // inherited custom property: that would restyle every element of the page. The observer reports the first size after layout, so nothing forces a layout here.
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

  if (read && !visible) return null
  const store = consentStore()
  return (
    <section
      ref={box}
      data-cookie-banner=""
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,42,85,0.12)]"
    >
      {/* Compact on a phone: the first layer stays within 35 % of a 390 × 844 screen
          (tests/e2e/consent.spec.ts measures it in both languages). */}
      <div className="mx-auto max-w-7xl px-4 pt-3 sm:px-6 sm:pt-5">
        {/* "Settings" beside the title, so that on a phone the two choices fill one row below. */}
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-base font-semibold text-brand-900 sm:text-lg">
            {m.common_cookie_title()}
          </h2>
          {!showSettings && (
            <button
              type="button"
              className={`${buttonStyles.secondary} shrink-0 px-3`}
              aria-expanded="false"
              data-consent-choice="settings"
              onPointerEnter={() => void loadSettings()}
              onFocus={() => void loadSettings()}
              onClick={() => setSettingsOpen(true)}
            >
              {m.common_cookie_settings()}
            </button>
          )}
        </div>
        <KeepServerHtml name={bannerText.name}>
          <bannerText.Component />
        </KeepServerHtml>
        {/* The browser's Global Privacy Control is known only in the browser, after hydration. */}
        {read && store.privacySignal && (
          <p className="mt-2 max-w-4xl text-sm leading-6 text-ink">
            {m.common_cookie_gpc({ marketing: m.common_cookie_marketing(), sharing: m.common_cookie_sharing() })}
          </p>
        )}
        {showSettings && (
          <Suspense fallback={null}>
            <CookieSettings
              choice={choice}
              onChange={(category, checked) => setChoice((previous) => ({ ...previous, [category]: checked }))}
            />
          </Suspense>
        )}
        {/* Sticky: with the settings open, "Save" stays in view below the categories, which scroll. */}
        <div className="sticky bottom-0 mt-3 flex flex-wrap gap-2 bg-white pb-3 sm:gap-3 sm:pb-5">
          {/* Accept and decline carry equal weight on the first layer (TDDDG § 25 case law). */}
          <button
            type="button"
            className={`${buttonStyles.primary} ${choiceWidth}`}
            data-consent-choice="accept"
            onClick={() => decide(acceptAll)}
          >
            {m.common_cookie_accept_all()}
          </button>
          <button
            type="button"
            className={`${buttonStyles.primary} ${choiceWidth}`}
            data-consent-choice="decline"
            onClick={() => decide(declineAll)}
          >
            {m.common_cookie_decline_all()}
          </button>
          {showSettings && (
            <button
              type="button"
              className={`${buttonStyles.secondary} ${choiceWidth}`}
              onClick={() => decide(() => store.save(choice))}
            >
              {m.common_cookie_save()}
            </button>
          )}
        </div>
      </div>
    </section>
  )
}
