// The FAQ for the page's language, sanitised on the server (loaded in route loaders, so server
// rendering and hydration share one answer and sanitize-html never reaches the browser).
import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { validInput } from '../http/valid-input.ts'
import { faqFor } from './faq.server.ts'
import { LocaleSchema } from '../i18n/locale.ts'

export const fetchFaq = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale: LocaleSchema })))
  .handler(({ data }) => faqFor(data.locale))
