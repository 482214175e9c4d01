// The blog's server functions: validated input, reads through blog.server.ts.
import { createServerFn } from '@tanstack/react-start'
import { failSafe } from '../http/server-fn-errors.ts'
import { validInput } from '../http/valid-input.ts'
import { readArticle, readArticleList, readCategories } from './blog.server.ts'
import { ArticleInput, CategoriesInput, ListInput } from './schemas.ts'

export const fetchArticleList = createServerFn({ method: 'GET' })
  .validator(validInput(ListInput))
  .handler(failSafe(async ({ data }) => readArticleList(data)))

export const fetchArticle = createServerFn({ method: 'GET' })
  .validator(validInput(ArticleInput))
  .handler(failSafe(async ({ data }) => readArticle(data)))

export const fetchCategories = createServerFn({ method: 'GET' })
  .validator(validInput(CategoriesInput))
  .handler(failSafe(async ({ data }) => readCategories(data.locale)))
