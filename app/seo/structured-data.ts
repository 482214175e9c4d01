// JSON-LD (schema.org) for rich results: Organization and WebSite on the home page, BlogPosting and
// BreadcrumbList on articles. FAQPage and JobPosting are built next to the content they describe.
import type { SiteConfig } from '../config/site.ts'
import type { Locale } from '../i18n/locale.ts'
import { absoluteUrl } from './links.ts'
import { LOGO_PATH } from './share-image.ts'

type Site = Pick<SiteConfig, 'brandName' | 'siteUrl' | 'social'>
export type JsonLd = Record<string, unknown> & { '@context': 'https://schema.org'; '@type': string }

/** A head script entry; "<" is escaped so no text in the data can close the script element. */
export const jsonLdScript = (data: JsonLd) => ({
  type: 'application/ld+json',
  children: JSON.stringify(data).replace(/</g, '\\u003c'),
})

const organizationId = (site: Site) => `${absoluteUrl(site, '/')}#organization`

function organizationRef(site: Site) {
  return { '@type': 'Organization', '@id': organizationId(site), name: site.brandName, url: absoluteUrl(site, '/') }
}

export function organization(site: Site): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...organizationRef(site),
    logo: absoluteUrl(site, LOGO_PATH),
    sameAs: [site.social.linkedin, site.social.instagram, site.social.youtube],
  }
}

export function webSite(site: Site, locale: Locale, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absoluteUrl(site, '/')}#website`,
    name: site.brandName,
    url: absoluteUrl(site, locale === 'de' ? '/de' : '/'),
    description,
    inLanguage: ['en', 'de'],
    publisher: { '@id': organizationId(site) },
  }
}

export interface ArticleFacts {
  headline: string
  description: string
  path: string
  image: string
  publishedOn: string
  updatedOn: string
  category: { name: string; path: string }
  keywords: string[]
  locale: Locale
}

export function blogPosting(site: Site, article: ArticleFacts): JsonLd {
  const url = absoluteUrl(site, article.path)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.headline,
    description: article.description,
    image: absoluteUrl(site, article.image),
    datePublished: article.publishedOn,
    dateModified: article.updatedOn,
    inLanguage: article.locale,
    articleSection: article.category.name,
    keywords: article.keywords.join(', '),
    mainEntityOfPage: url,
    url,
    author: organizationRef(site),
    publisher: { ...organizationRef(site), logo: { '@type': 'ImageObject', url: absoluteUrl(site, LOGO_PATH) } },
  }
}

export function breadcrumbs(site: Site, trail: Array<{ name: string; path: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.path),
    })),
  }
}

/** FAQPage for a page that shows an FAQ; answers may carry the basic HTML Google accepts. */
export function faqPage(items: Array<{ question: string; answer: string }>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export interface JobFacts {
  title: string
  description: string
  datePosted: string
  validThrough?: string
  employmentType: string | string[]
  /** Office addresses; empty for a fully remote role. */
  locations: Array<{ locality: string; country: string; postalCode?: string; street?: string }>
  /** Countries where a remote candidate may live (ISO codes). */
  remoteCountries?: string[]
  path: string
}

/** JobPosting for an open role (Google needs title, description, datePosted, hiringOrganization and a location). */
export function jobPosting(site: Site, job: JobFacts): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.datePosted,
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.brandName,
      sameAs: absoluteUrl(site, '/'),
      logo: absoluteUrl(site, LOGO_PATH),
    },
    ...(job.locations.length > 0
      ? {
          jobLocation: job.locations.map((place) => ({
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: place.locality,
              addressCountry: place.country,
              postalCode: place.postalCode,
              streetAddress: place.street,
            },
          })),
        }
      : {}),
    ...(job.remoteCountries?.length
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.remoteCountries.map((name) => ({ '@type': 'Country', name })),
        }
      : {}),
    url: absoluteUrl(site, job.path),
    directApply: false,
  }
}
