// JobPosting structured data for the careers page, from the same typed roles the page shows.
// Roles marked as sample data are never published as JobPosting (they are not real openings).
import type { Job } from '../content/company-schemas.ts'
import type { Locale } from '../i18n/locale.ts'
import { pathOfBilingualPage } from '../i18n/paths.ts'
import { type JsonLd, jobPosting } from './structured-data.ts'
import type { SeoSite } from './head.ts'

const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]

export function jobPostings(site: SeoSite, jobs: Job[], locale: Locale): JsonLd[] {
  const path = pathOfBilingualPage('/careers', {}, locale)
  return jobs
    .filter((job) => !job.sample)
    .map((job) =>
      jobPosting(site, {
        title: job.title[locale],
        description:
          [job.subtitle[locale], ...job.mission.map((p) => p[locale])].map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
          `<ul>${[...job.offer, ...job.expect].map((item) => `<li>${escapeHtml(item[locale])}</li>`).join('')}</ul>`,
        datePosted: job.datePosted,
        validThrough: job.validThrough,
        employmentType: job.employmentType,
        locations:
          job.workplace === 'remote-eu' ? [] : [{ locality: job.location.locality, country: job.location.countryCode }],
        remoteCountries: job.workplace === 'remote-eu' ? EU_COUNTRIES : undefined,
        path: `${path}#${job.id}`,
      }),
    )
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`)
