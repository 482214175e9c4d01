// Start's instance: the middleware every server-function call passes (app/server.ts does the rest of
// the request pipeline before handing a request to Start).
import { createStart } from '@tanstack/react-start'
import { serverFnCallErrors, serverFnStatus } from './http/server-fn-errors.ts'
import { serverFnCsrf } from './http/server-fn-csrf.ts'

export const startInstance = createStart(() => ({
  requestMiddleware: [serverFnCsrf, serverFnCallErrors],
  functionMiddleware: [serverFnStatus],
}))
