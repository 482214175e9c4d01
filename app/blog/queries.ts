import { queryOptions } from '@tanstack/react-query'
import { fetchArticle, fetchArticleList, fetchCategories } from './blog.functions.ts'
import type { Locale } from '../i18n/locale.ts'

export const articleListQuery = (input: { locale: Locale; categorySlug?: string; page: number }) =>
  queryOptions({
    queryKey: ['blog', 'list', input.locale, input.categorySlug ?? null, input.page],
    queryFn: () => fetchArticleList({ data: input }),
  })

export const articleQuery = (input: { locale: Locale; slug: string }) =>
  queryOptions({
    queryKey: ['blog', 'article', input.locale, input.slug],
    queryFn: () => fetchArticle({ data: input }),
  })

export const categoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['blog', 'categories', locale],
    queryFn: () => fetchCategories({ data: { locale } }),
  })
