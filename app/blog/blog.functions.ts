// The blog's server functions: validated input, reads through blog.server.ts (a failure is answered
// 503 by app/http/server-fn-errors.ts).
import { createServerFn } from '@tanstack/react-start'
import { validInput } from '../http/valid-input.ts'
import { readArticle, readArticleList, readCategories } from './blog.server.ts'
import { ArticleInput, CategoriesInput, ListInput } from './schemas.ts'

export const fetchArticleList = createServerFn({ method: 'GET' })
  .validator(validInput(ListInput))
  .handler(async ({ data }) => readArticleList(data))

export const fetchArticle = createServerFn({ method: 'GET' })
  .validator(validInput(ArticleInput))
  .handler(async ({ data }) => readArticle(data))

export const fetchCategories = createServerFn({ method: 'GET' })
  .validator(validInput(CategoriesInput))
  .handler(async ({ data }) => readCategories(data.locale))
