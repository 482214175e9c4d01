// The production stack on one machine: nginx (TLS, the http → https redirect, a page cache that
// stands in for a CDN) in front of two instances of the production build, which reach one PostgreSQL
// through PgBouncer in transaction mode (scripts/lib/pgbouncer.ts), as managed databases are reached.
// `npm run stack` starts it (scripts/stack/start.ts); `npm run test:stack` starts it with free ports
// and proves what docs/stack.md lists (scripts/stack/test.ts).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Certificate, stackCertificate } from './certificate.ts'
import { SERVER_ENTRY } from '../lib/production-server.ts'
import { type Instance, instance, instanceEnv } from './instances.ts'
import { type Nginx, startNginx } from './nginx.ts'
import { type Pgbouncer, startPgbouncer } from '../lib/pgbouncer.ts'

export interface StackPorts {
  https: number
  http: number
  instances: [number, number]
}

/** STACK_HTTPS_PORT, STACK_HTTP_PORT and STACK_APP_PORTS (two, comma-separated); 8443, 8080 and 3340,3341 by default. */
export function stackPorts(env: Record<string, string | undefined>): StackPorts {
  const [first = 3340, second = first + 1] = (env.STACK_APP_PORTS ?? '').split(',').filter(Boolean).map(Number)
  return {
    https: Number(env.STACK_HTTPS_PORT) || 8443,
    http: Number(env.STACK_HTTP_PORT) || 8080,
    instances: [first, second],
  }
}

/**
 * What the instances get besides the database: the public https origin, the pooler's URL and mode and
 * the direct URL the migrations take, the proxy's client-address header, and the environment they are
 * started in. The same names are in compose.yaml.
 */
export function stackInstanceEnv(publicUrl: string, poolerUrl: string, directUrl: string): Record<string, string> {
  return {
    PUBLIC_SITE_URL: publicUrl,
    DATABASE_URL: poolerUrl,
    DATABASE_POOLER: 'transaction',
    DATABASE_MIGRATION_URL: directUrl,
    CLIENT_IP_HEADER: 'X-Real-IP',
  }
}

export interface Stack {
  /** The public origin: https://localhost:<https port>. */
  url: string
  httpUrl: string
  certificate: Certificate
  instances: Instance[]
  nginx: Nginx
  pgbouncer: Pgbouncer
  dir: string
  stop(): Promise<void>
}

export interface StackOptions {
  ports: StackPorts
  /** The database PgBouncer pools for the instances (it may be reached through a proxy the caller controls). */
  databaseUrl: string
  /** Added to every instance's environment. */
  env?: Record<string, string>
  /** Where configuration, logs and the cache go; a fresh temporary folder by default. */
  dir?: string
}

/** Builds the production build when it is missing (`npm run build`). */
export function ensureBuild(): void {
  if (existsSync(SERVER_ENTRY)) return
  console.log(`${SERVER_ENTRY} is missing: building it (npm run build)`)
  const built = spawnSync(process.execPath, ['scripts/build/build.ts'], { stdio: 'inherit' })
  if (built.status !== 0) throw new Error('npm run build failed')
}

export function stackDir(dir?: string): string {
  if (dir) {
    mkdirSync(dir, { recursive: true })
    return dir
  }
  return mkdtempSync(join(tmpdir(), 'site-stack-'))
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const dir = stackDir(options.dir)
  const { ports } = options
  const url = `https://localhost:${ports.https}`
  const certificate = await stackCertificate(dir, process.env)
  const pgbouncer = await startPgbouncer(join(dir, 'pgbouncer'), options.databaseUrl)
  const env = instanceEnv(process.env, {
    ...stackInstanceEnv(url, pgbouncer.url, options.databaseUrl),
    ...options.env,
  })
  const instances = ports.instances.map((port, index) =>
    instance(`instance ${index + 1}`, port, env, join(dir, `instance-${index + 1}.log`)),
  )
  let nginx: Nginx | undefined
  // nginx first (no new requests), then both instances at once (each drains, then stops), then the pool.
  const stop = async () => {
    await nginx?.stop().catch((error: unknown) => console.error(error))
    await Promise.all(instances.map((one) => one.stop().catch((error: unknown) => console.error(error))))
    await pgbouncer.stop().catch((error: unknown) => console.error(error))
  }
  try {
    // One after the other: the first migrates and seeds the fresh database, the second finds it ready.
    for (const one of instances) await one.start()
    nginx = await startNginx(join(dir, 'nginx'), {
      APP_SERVER_1: `127.0.0.1:${ports.instances[0]}`,
      APP_SERVER_2: `127.0.0.1:${ports.instances[1]}`,
      NGINX_HTTP_PORT: String(ports.http),
      NGINX_HTTPS_PORT: String(ports.https),
      PUBLIC_SITE_URL: url,
      TLS_CERTIFICATE: certificate.certificate,
      TLS_CERTIFICATE_KEY: certificate.key,
    })
    return { url, httpUrl: `http://localhost:${ports.http}`, certificate, instances, nginx, pgbouncer, dir, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Removes the stack's folder (configuration, logs, cache, certificate). */
export function removeStackDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
}
