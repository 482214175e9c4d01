// nginx for the stack: deploy/nginx.conf with its ${NAME} placeholders filled in by the operator's
// own command, deploy/nginx-site.sh (the one file an operator copies and compose.yaml mounts), inside
// a small main configuration of the stack's own (process id, error log and temporary files in the
// stack's folder, so nginx runs beside any other).
import { spawn, execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { acceptsConnections } from '../lib/production-server.ts'

const run = promisify(execFile)
export const NGINX_TEMPLATE = resolve(import.meta.dirname, '../../deploy/nginx.conf')
/** The documented command that fills the template in (docs/deploy.md). */
export const NGINX_SITE_COMMAND = resolve(import.meta.dirname, '../../deploy/nginx-site.sh')
export const NGINX_BINARY = process.env.NGINX_BINARY || '/usr/sbin/nginx'

/** The placeholders of deploy/nginx.conf, in the order the file names them. */
export const NGINX_PLACEHOLDERS = [
  'NGINX_ACCESS_LOG',
  'NGINX_CACHE_DIR',
  'APP_SERVER_1',
  'APP_SERVER_2',
  'NGINX_HTTP_PORT',
  'PUBLIC_SITE_URL',
  'NGINX_HTTPS_PORT',
  'TLS_CERTIFICATE',
  'TLS_CERTIFICATE_KEY',
] as const
export type NginxValues = Record<(typeof NGINX_PLACEHOLDERS)[number], string>

/** The ${NAME} placeholders a template names. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{([A-Z0-9_]+)\}/g)].map((match) => match[1] ?? ''))]
}

/** deploy/nginx.conf filled in from `values` by deploy/nginx-site.sh, as an operator runs it. */
export async function renderSiteConfig(values: Record<string, string>): Promise<string> {
  const { stdout } = await run('sh', [NGINX_SITE_COMMAND], { env: { PATH: process.env.PATH, ...values } })
  return stdout
}

/** The main configuration around the site file: only process-level paths, nothing about the site. */
function mainConfig(dir: string, user: string | undefined): string {
  return [
    ...(user ? [`user ${user};`] : []),
    'worker_processes 2;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  client_body_temp_path ${join(dir, 'temp/body')};`,
    `  proxy_temp_path ${join(dir, 'temp/proxy')};`,
    `  fastcgi_temp_path ${join(dir, 'temp/fastcgi')};`,
    `  uwsgi_temp_path ${join(dir, 'temp/uwsgi')};`,
    `  scgi_temp_path ${join(dir, 'temp/scgi')};`,
    '  include site.conf;',
    '}',
    '',
  ].join('\n')
}

export interface Nginx {
  accessLog: string
  stop(): Promise<void>
}

/** Writes the configuration into `dir`, checks it (`nginx -t`) and starts nginx in the foreground. */
export async function startNginx(
  dir: string,
  values: Omit<NginxValues, 'NGINX_ACCESS_LOG' | 'NGINX_CACHE_DIR'>,
): Promise<Nginx> {
  for (const sub of ['temp', 'cache']) mkdirSync(join(dir, sub), { recursive: true })
  const accessLog = join(dir, 'access.log')
  writeFileSync(
    join(dir, 'site.conf'),
    await renderSiteConfig({ ...values, NGINX_ACCESS_LOG: accessLog, NGINX_CACHE_DIR: join(dir, 'cache') }),
  )
  // As root, nginx's workers would run as nobody and could not write the stack's folder.
  const user = process.getuid?.() === 0 ? 'root' : undefined
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, user))
  const config = join(dir, 'nginx.conf')
  await run(NGINX_BINARY, ['-t', '-q', '-c', config, '-e', join(dir, 'error.log')])
  const child = spawn(NGINX_BINARY, ['-c', config, '-e', join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 30_000
  while (!(await acceptsConnections(Number(values.NGINX_HTTPS_PORT)))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not start: see ${join(dir, 'error.log')}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    accessLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT') // graceful: finish requests in flight
      await exited
    },
  }
}
