// The consent banner is part of every page's HTML, so a first-time visitor sees it with the page's
// first paint instead of a second or two later, once the scripts have hydrated the page (on text
// pages a late banner is the largest paint; docs/decisions/0060-first-load-levers.md). This script
// runs in <head>, before anything paints:
// - it marks that JavaScript runs (`data-js`): without it the banner stays hidden, since nothing it
//   governs can run;
// - on a phone it sets the page in the web font (`data-font`) when the visitor comes from one of our
//   pages, whose load fetched the font (app/layout/web-font.ts), and preloads it from the cache so it
//   is ready for the first layout (`font-display: optional` uses nothing later);
// - it hides the banner for a visitor whose choice holds (`data-consent-chosen`): the rules of
//   consent-store.ts's `parseStoredConsent`, the version, the age and the processings in use on this
//   server (written into the script), so a consent that is asked again shows the banner with the
//   first paint instead of after hydration;
// - until the page has hydrated, it keeps a press on the banner's buttons (`data-consent-choice`) for
//   the banner to carry out once it can (CookieBanner.tsx), and hides the banner at once for "Accept
//   all" and "Decline all".
// Its text is the same on every page of a server (it depends on the configuration only), so the pages'
// CSP names it by one hash (app/http/inline-scripts.ts).
import { CONSENT_KEY, CONSENT_MAX_AGE_MONTHS } from './consent-store.ts'
import { CONSENT_VERSION } from './consent-version.ts'
import { WIDE_SCREEN } from '../brand/font.ts'

export type EarlyConsentChoice = 'accept' | 'decline' | 'settings'

declare global {
  interface Window {
    /** A banner button pressed before the page hydrated (banner-boot.ts). */
    consentChoiceBeforeHydration?: EarlyConsentChoice
  }
}

/**
 * The script's text for a server whose processings in use are `processings` (ids, ./processings.ts),
 * the same for every page: written as text, not taken from a function's `toString`, because the
 * bundles are minified. The server writes it; the browser renders the same element from the page's
 * copy (`servedBannerBootScript`), since React hydrates this script against the server's (a different
 * text would be a mismatch, and a re-created script would run without the page's CSP hash).
 * tests/unit/banner-boot.test.ts runs it in a fake browser.
 */
export const bannerBootScript = (
  processings: readonly string[],
  fontUrl: string,
): string => `(function (key, version, months, inUse, font) {
  var root = document.documentElement;
  root.dataset.js = "";
  try {
    if (document.referrer.indexOf(location.origin + "/") === 0 && !matchMedia(${JSON.stringify(WIDE_SCREEN)}).matches) {
      root.dataset.font = "";
      var preload = document.createElement("link");
      preload.rel = "preload";
      preload.as = "font";
      preload.type = "font/woff2";
      preload.crossOrigin = "anonymous";
      preload.href = font;
      document.head.appendChild(preload);
    }
  } catch (error) {}
  try {
    var stored = JSON.parse(localStorage.getItem(key));
    var given = stored && stored.version === version && typeof stored.given === "string" ? Date.parse(stored.given) : NaN;
    var covered = stored && Array.isArray(stored.processings) ? stored.processings : [];
    for (var i = 0; i < inUse.length; i++) if (covered.indexOf(inUse[i]) < 0) given = NaN;
    var expires = new Date(given);
    expires.setMonth(expires.getMonth() + months);
    var now = Date.now();
    if (given <= now + 864e5 && expires.getTime() > now) root.dataset.consentChosen = "";
  } catch (error) {}
  addEventListener("click", function (event) {
    if ("hydrated" in root.dataset || !(event.target instanceof Element)) return;
    var button = event.target.closest("[data-consent-choice]");
    var choice = button && button.dataset.consentChoice;
    if (choice !== "accept" && choice !== "decline" && choice !== "settings") return;
    window.consentChoiceBeforeHydration = choice;
    if (choice !== "settings") root.dataset.consentChosen = "";
  });
})(${JSON.stringify(CONSENT_KEY)}, ${CONSENT_VERSION}, ${CONSENT_MAX_AGE_MONTHS}, ${JSON.stringify(processings)}, ${JSON.stringify(fontUrl)})`

/** The button pressed before hydration, if any (undefined on the server). */
/** The id of the script element the root route writes this text into. */
export const BANNER_BOOT_ID = 'banner-boot'

/**
 * Browser only: the script's text as the server wrote it into the page, for the root route's head to
 * render the same element again (so React hydrates it unchanged). The browser never builds the text
 * itself: the template stays out of every page's first load (record 0089).
 */
export function servedBannerBootScript(): string {
  return document.getElementById(BANNER_BOOT_ID)?.textContent ?? ''
}

export function earlyChoice(): EarlyConsentChoice | undefined {
  return typeof window === 'undefined' ? undefined : window.consentChoiceBeforeHydration
}

/** The button pressed before hydration, once: the banner carries it out. */
export function takeEarlyChoice(): EarlyConsentChoice | undefined {
  const choice = earlyChoice()
  delete window.consentChoiceBeforeHydration
  return choice
}

/** The banner shows: a hiding left from the page's start (a choice since withdrawn) must go. */
export function showBanner(): void {
  delete document.documentElement.dataset.consentChosen
}
