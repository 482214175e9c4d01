// Every environment variable the server reads, checked once at start-up (server/plugins/config.ts):
// a bad value stops the server with a message that names the variable and what it expects, instead
// of failing later on a visitor's request.
import { readHostList } from '../app/http/allowed-hosts.ts'
import { clientIpHeader } from '../app/http/client-address.ts'
import { readProviderConfig } from '../app/newsletter/config.server.ts'
import { NUMERIC_SETTINGS, numericSettingProblem } from '../app/config/numeric-settings.ts'
import { readSiteConfig } from '../app/config/site.ts'
import { keysOf } from '../app/lib/typed-object.ts'
import { connectionOptionsFromEnv, poolerProblem } from '../db/client.server.ts'

type Env = Record<string, string | undefined>

function postgresUrl(env: Env, name: string): string | undefined {
  const value = env[name]
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol === 'postgres:' || url.protocol === 'postgresql:') return undefined
  } catch {
    // reported below
  }
  return `${name}: expected a PostgreSQL URL such as postgres://user:password@host:5432/database`
}

function pooler(env: Env): string | undefined {
  const value = env.DATABASE_POOLER
  if (value !== undefined && value !== '' && value !== 'transaction')
    return `DATABASE_POOLER: expected "transaction" (a transaction-mode pooler such as PgBouncer) or nothing, got ${JSON.stringify(value)}`
  return poolerProblem(connectionOptionsFromEnv(env))
}

/** Each problem as "NAME: expected …, got …"; empty when the configuration is usable. */
export function configProblems(env: Env): string[] {
  const problems: Array<string | undefined> = [
    ...keysOf(NUMERIC_SETTINGS).map((name) => numericSettingProblem(env, name)),
    postgresUrl(env, 'DATABASE_URL'),
    postgresUrl(env, 'DATABASE_MIGRATION_URL'),
    pooler(env),
  ]
  for (const check of [
    () => readSiteConfig(env),
    () => readHostList(env),
    () => readProviderConfig(env),
    () => clientIpHeader(env),
  ]) {
    try {
      check()
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error))
    }
  }
  return problems.filter((problem): problem is string => problem !== undefined)
}
