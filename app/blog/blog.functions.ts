// The blog's server functions: validated input, reads through blog.server.ts.
import { createServerFn } from '@tanstack/react-start'
import { getDb } from '../../db/client.server.ts'
import { findArticle, listArticles, listCategories } from './blog.server.ts'
import { ArticleInput, CategoriesInput, ListInput } from './schemas.ts'

export const fetchArticleList = createServerFn({ method: 'GET' })
  .validator(ListInput)
  .handler(async ({ data }) => listArticles(await getDb(), data))

export const fetchArticle = createServerFn({ method: 'GET' })
  .validator(ArticleInput)
  .handler(async ({ data }) => findArticle(await getDb(), data))

export const fetchCategories = createServerFn({ method: 'GET' })
  .validator(CategoriesInput)
  .handler(async ({ data }) => listCategories(await getDb(), data.locale))
