// The storage keys of the language choice and of detection, on their own: the switcher is part of
// every page's first load, the detection code (./language-detection.ts) is loaded only when it runs.

/** sessionStorage: detection ran in this browser session (strictly necessary: it keeps it to once). */
export const DETECTED_KEY = 'languageDetected'
/** localStorage: the language the visitor chose with the switcher; detection never overrides it. */
export const CHOICE_KEY = 'languageChoice'
