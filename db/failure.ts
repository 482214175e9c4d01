// Whether an error came from the database: a failed query (drizzle wraps each one, on either driver),
// a server error postgres.js raised outside drizzle, or the connection failing (postgres.js's own codes,
// and the socket's error it passes on when the server cannot be reached), anywhere in its causes.
import { DrizzleQueryError } from 'drizzle-orm'
import postgres from 'postgres'

const CONNECTION_CODES = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
])

const codeOf = (error: Error): unknown => ('code' in error ? error.code : undefined)

export function isDatabaseFailure(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 8; cause = cause.cause, depth++) {
    if (cause instanceof DrizzleQueryError || cause instanceof postgres.PostgresError) return true
    const code = codeOf(cause)
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true
  }
  return false
}
