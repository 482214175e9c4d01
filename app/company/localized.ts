import type { Localized } from '../content/company-schemas.ts'
import { getLocale } from '../paraglide/runtime.js'

/** The page language's version of a content text. */
export const localized = (text: Localized): string => text[getLocale()]
