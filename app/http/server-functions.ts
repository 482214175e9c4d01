/** TanStack Start's server-function endpoint (its default base). */
export const SERVER_FUNCTIONS = '/_serverFn/'

export const isServerFunctionPath = (pathname: string) => pathname.startsWith(SERVER_FUNCTIONS)
