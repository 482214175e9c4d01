import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readingMinutes, renderMarkdown } from '../../db/markdown.server.ts'
import { loadBlogContent } from '../../db/seed.ts'
import { categoryContent } from '../../content/blog/categories.ts'

const sources = loadBlogContent()
const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

describe('blog content', () => {
  it('has the eleven article pairs', () => {
    expect(new Set(sources.map((s) => s.id)).size).toBe(11)
    expect(sources).toHaveLength(22)
  })

  it('covers the six topic categories; "other" is left for an article that fits none', () => {
    const used = new Set(sources.map((s) => s.frontmatter.category))
    expect(categoryContent.filter((category) => category.key !== 'other' && !used.has(category.key))).toEqual([])
  })

  it.each(sources.map((s) => [`${s.id}/${s.locale}`, s] as const))(
    '%s has 600+ words, a cover and its own slug',
    (_, source) => {
      expect(words(source.markdown)).toBeGreaterThanOrEqual(600)
      expect(existsSync(`public/images/blog/${source.id}.svg`)).toBe(true)
      expect(source.markdown).not.toMatch(/^# /m)
    },
  )

  it('gives every table header cell a text (axe: empty-table-header)', () => {
    const empty = sources
      .filter((source) => /<th[^>]*>\s*<\/th>/.test(renderMarkdown(source.markdown)))
      .map((s) => `${s.id}/${s.locale}`)
    expect(empty).toEqual([])
  })

  it('gives German articles German slugs', () => {
    for (const id of new Set(sources.map((s) => s.id))) {
      const [en, de] = ['en', 'de'].map((locale) => sources.find((s) => s.id === id && s.locale === locale))
      expect(de?.frontmatter.slug).not.toBe(en?.frontmatter.slug)
    }
  })
})

describe('markdown rendering', () => {
  it('keeps structure and drops scripts, handlers and javascript: links', () => {
    const html = renderMarkdown(
      '## Title\n\nText with <script>alert(1)</script> and <img src=x onerror="alert(1)">.\n\n[bad](javascript:alert(1)) [ours](/product) [theirs](https://example.org)\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/)
    expect(html).toContain('<a href="/product">ours</a>')
    expect(html).toContain('<a href="https://example.org" rel="noopener noreferrer">theirs</a>')
    expect(html).toContain('<div class="table-scroll" tabindex="0"><table>')
  })

  it('computes the reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(1000))).toBe(5)
    expect(readingMinutes('word '.repeat(1001))).toBe(6)
    expect(readingMinutes('short')).toBe(1)
  })
})
