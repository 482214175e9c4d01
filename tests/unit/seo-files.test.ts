import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { pathOfPage } from '../../app/i18n/paths.ts'
import { locales } from '../../app/i18n/locale.ts'
import { rssXml } from '../../app/seo/feed.ts'
import { articleShareImagePath, shareImagePath, sharePages } from '../../app/seo/share-image.ts'
import { llmsTxt } from '../../app/seo/llms-txt.ts'
import { escapeXml, robotsTxt, sitemapEntries, sitemapXml } from '../../app/seo/sitemap.ts'

const articles = [
  { articleId: 'a', locale: 'en' as const, slug: 'ai-agents', updatedOn: '2026-05-01' },
  { articleId: 'a', locale: 'de' as const, slug: 'ki-agenten', updatedOn: '2026-05-03' },
  { articleId: 'b', locale: 'en' as const, slug: 'english-only', updatedOn: '2026-06-01' },
]
const categories = [
  { key: 'roi', locale: 'en' as const, slug: 'roi-and-efficiency' },
  { key: 'roi', locale: 'de' as const, slug: 'roi-und-effizienz' },
]

describe('sitemap', () => {
  const xml = sitemapXml('https://acme.example', sitemapEntries(articles, categories))
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1])

  test('lists every static page in each of its languages, categories and articles', () => {
    expect(urls).toContain('https://acme.example/')
    expect(urls).toContain('https://acme.example/de')
    expect(urls).toContain('https://acme.example/de/produkt')
    // A campaign landing page, reached from ads: not in the sitemap (and noindex, see head.test.ts).
    expect(urls).not.toContain('https://acme.example/brand-analysis')
    expect(urls).not.toContain('https://acme.example/de/brand-analysis')
    expect(urls).toContain('https://acme.example/de/blog/category/roi-und-effizienz')
    expect(urls).toContain('https://acme.example/de/blog/ki-agenten')
    expect(urls).toContain('https://acme.example/blog/english-only')
    expect(new Set(urls).size).toBe(urls.length)
  })

  test('gives each pair its alternates and articles their dates', () => {
    const german =
      xml.split('\n').find((line) => line.includes('<loc>https://acme.example/de/blog/ki-agenten</loc>')) ?? ''
    expect(german).toContain('<lastmod>2026-05-03</lastmod>')
    expect(german).toContain('hreflang="en" href="https://acme.example/blog/ai-agents"')
    expect(german).toContain('hreflang="de" href="https://acme.example/de/blog/ki-agenten"')
    expect(german).toContain('hreflang="x-default" href="https://acme.example/blog/ai-agents"')
    const single = xml.split('\n').find((line) => line.includes('english-only')) ?? ''
    expect(single).not.toContain('xhtml:link')
  })

  test('is a urlset with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  })
})

test('robots.txt allows the site and points to the sitemap', () => {
  expect(robotsTxt('https://acme.example')).toBe(
    'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_serverFn/\n\nSitemap: https://acme.example/sitemap.xml\n',
  )
})

test('XML escaping', () => {
  expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
  )
})

test('RSS feed: channel, self link and escaped items', () => {
  const card = {
    slug: 'ki-agenten',
    title: 'KI & Compliance <neu>',
    excerpt: 'Was „HWG“ erlaubt',
    publishedOn: '2026-05-01',
    readingMinutes: 5,
    coverImage: '/images/blog/x.svg',
    coverAlt: '',
    category: { key: 'roi', slug: 'roi', name: 'ROI' },
  }
  const xml = rssXml(
    { siteUrl: 'https://acme.example', brandName: 'Acme' },
    'de',
    { title: 'Blog', description: 'Artikel' },
    [card],
  )
  expect(xml).toContain('<language>de-DE</language>')
  expect(xml).toContain(
    '<atom:link href="https://acme.example/de/blog/rss.xml" rel="self" type="application/rss+xml"/>',
  )
  expect(xml).toContain('<title>KI &amp; Compliance &lt;neu&gt;</title>')
  expect(xml).toContain('<link>https://acme.example/de/blog/ki-agenten</link>')
  expect(xml).toContain('<pubDate>Fri, 01 May 2026 08:00:00 GMT</pubDate>')
})

describe('share images exist for every page and article (run `npm run share:images`)', () => {
  test.each(
    sharePages.flatMap((route) =>
      locales.filter((locale) => pathOfPage(route, {}, locale) !== null).map((locale) => [route, locale] as const),
    ),
  )('%s in %s', (route, locale) => {
    expect(existsSync(join('public', shareImagePath(route, locale)))).toBe(true)
  })

  test('every article cover has its JPEG', () => {
    const covers = readdirSync('public/images/blog').filter((name) => name.endsWith('.svg'))
    expect(covers.length).toBeGreaterThan(0)
    for (const cover of covers)
      expect(existsSync(join('public', articleShareImagePath(`/images/blog/${cover}`)))).toBe(true)
  })
})

describe('llms.txt', () => {
  const card = (slug: string, title: string, excerpt: string) => ({
    slug,
    title,
    excerpt,
    publishedOn: '2026-05-01',
    readingMinutes: 4,
    coverImage: '',
    coverAlt: '',
    category: { key: 'roi', slug: 'roi', name: 'ROI' },
  })
  const text = llmsTxt(
    { brandName: 'Acme', siteUrl: 'https://acme.example' },
    {
      en: [card('ai-agents', 'AI agents [explained]', 'What they do.\nAnd why.')],
      de: [card('ki-agenten', 'KI-Agenten', 'Was sie tun.')],
    },
  )

  test('has the llmstxt.org shape: a title, a summary, then sections of links', () => {
    expect(text).toMatch(/^# Acme\n\n> \S.*\n\n\S/)
    expect(text.match(/^## /gm)).toHaveLength(4)
    for (const line of text.split('\n').filter((line) => line.startsWith('- ')))
      expect(line).toMatch(/^- \[[^\]]+\]\(https:\/\/acme\.example\/[^)]*\): \S/)
  })

  test('lists the pages and the articles of each language, without campaign pages', () => {
    expect(text).toContain('(https://acme.example/product)')
    expect(text).toContain('(https://acme.example/de/produkt)')
    expect(text).not.toContain('brand-analysis')
    expect(text).toContain('- [AI agents explained](https://acme.example/blog/ai-agents): What they do. And why.')
    expect(text).toContain('- [KI-Agenten](https://acme.example/de/blog/ki-agenten): Was sie tun.')
    expect(text.indexOf('/de/produkt')).toBeGreaterThan(text.indexOf('/blog/ai-agents'))
  })
})
