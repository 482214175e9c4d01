// The container recipe (Dockerfile, compose.yaml) cannot be built here: it is kept equal to the
// stack `npm run test:stack` runs. And deploy/nginx.conf, the file an operator copies, explains
// every directive and refuses what it refuses with the instances' own security headers.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { BASE_SECURITY_HEADERS, HSTS, NON_PAGE_POLICY } from '../../app/http/security-headers.ts'
import { REFUSED_TO_START } from '../../server/refusal.ts'
import { NGINX_PLACEHOLDERS, NGINX_TEMPLATE, placeholdersOf } from '../../scripts/stack/nginx.ts'
import { stackInstanceEnv } from '../../scripts/stack/stack.ts'
import { JEMALLOC_CONF, PRODUCTION_NODE_FLAGS, SERVER_ENTRY } from '../../scripts/lib/production-server.ts'

const nginx = readFileSync(NGINX_TEMPLATE, 'utf8')
const dockerfile = readFileSync('Dockerfile', 'utf8')
const compose = parse(readFileSync('compose.yaml', 'utf8')) as {
  services: Record<
    string,
    {
      environment?: Record<string, string>
      volumes?: string[]
      build?: string
      stop_grace_period?: string
      env_file?: string
      restart?: string
      init?: boolean
    }
  >
}

describe('deploy/nginx.conf', () => {
  it('names exactly the placeholders the stack gives values to', () => {
    // deploy/nginx-site.sh fills in each of them (`npm run stack` runs it, then `nginx -t`).
    expect(placeholdersOf(nginx).sort()).toEqual([...NGINX_PLACEHOLDERS].sort())
  })

  it('explains every directive: each group of directive lines is headed by a comment', () => {
    const lines = nginx.split('\n').map((line) => line.trim())
    const unexplained = lines.filter((line, index) => {
      if (line === '' || line.startsWith('#') || line === '}') return false
      // A directive in a group (no blank line between) whose first line follows a comment.
      let above = index - 1
      while (above >= 0 && lines[above] !== '' && !lines[above]?.startsWith('#')) above--
      return !(above >= 0 && lines[above]?.startsWith('#'))
    })
    expect(unexplained).toEqual([])
  })

  it("answers its own refusals with the instances' security headers", () => {
    const expected = {
      ...BASE_SECURITY_HEADERS,
      'strict-transport-security': HSTS,
      'content-security-policy': NON_PAGE_POLICY,
    }
    const added: Record<string, string> = {}
    for (const [, name = '', value = ''] of nginx.matchAll(/add_header (\S+) "([^"]*)" always;/g))
      added[name.toLowerCase()] = value
    for (const [name, value] of Object.entries(expected)) expect(added[name], name).toBe(value)
  })
})

describe('the container recipe', () => {
  it('starts the instance as the stack does, as a non-root user, with a health check on /healthz', () => {
    expect(dockerfile).toContain(
      `CMD [${['node', ...PRODUCTION_NODE_FLAGS, SERVER_ENTRY].map((part) => JSON.stringify(part)).join(', ')}]`,
    )
    expect(dockerfile).toContain(`ENV LD_PRELOAD=/usr/local/lib/libjemalloc.so.2 MALLOC_CONF=${JEMALLOC_CONF}\n`)
    expect(dockerfile).toMatch(/^FROM node:24\S* AS build$/m)
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m)
    // Without DATABASE_URL the embedded database has a volume its user can write (server/data-folder.ts).
    expect(dockerfile).toMatch(/^RUN mkdir \.data && chown node:node \.data\nVOLUME \/app\/\.data\nUSER node$/m)
    expect(dockerfile).toContain('apt-get clean && rm -rf /var/lib/apt/lists/*')
    // Only the production output and what it reads at run time.
    const copied = [...dockerfile.matchAll(/^COPY --from=build \/app\/(\S+)/gm)].map((match) => match[1])
    expect(copied).toEqual(['.output', 'db/migrations', 'content/blog'])
  })

  it('runs two instances with the environment the stack gives its instances, every other variable from .env', () => {
    const instances = Object.entries(compose.services).filter(([, service]) => service.build === '.')
    expect(instances.map(([name]) => name)).toEqual(['app1', 'app2'])
    const names = Object.keys(stackInstanceEnv('https://localhost', 'postgres://x@pooler/site', 'postgres://x@db/site'))
    for (const [, service] of instances) {
      // Where the instance listens is nginx's to know (app1:3000), so .env cannot move it.
      expect(Object.keys(service.environment ?? {}).sort()).toEqual([...names, 'PORT', 'HOST'].sort())
      expect(service.env_file).toBe('.env')
      // A refused start is not restarted in a loop; Node is not PID 1 (a second signal ends it).
      expect(service.restart).toMatch(/^on-failure:[1-5]$/)
      expect(readFileSync('compose.yaml', 'utf8')).toContain(`(exit code ${REFUSED_TO_START}:`)
      expect(service.init).toBe(true)
      // Longer than the drain and the graceful stop after SIGTERM (3 s + 5 s).
      expect(Number.parseInt(service.stop_grace_period ?? '0')).toBeGreaterThan(8)
    }
  })

  it('keeps the private key and the environment out of git and out of the image', () => {
    for (const file of ['.gitignore', '.dockerignore']) {
      const lines = readFileSync(file, 'utf8').split('\n')
      expect(lines, file).toContain('.env')
      expect(
        lines.some((line) => /^\/?deploy\/tls\/?$/.test(line)),
        file,
      ).toBe(true)
    }
  })

  it('gives nginx the same deploy/nginx.conf, with a value for each placeholder', () => {
    const proxy = compose.services.nginx
    expect(proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/templates/default.conf.template:ro')
    expect(Object.keys(proxy?.environment ?? {}).sort()).toEqual([...NGINX_PLACEHOLDERS].sort())
    const servers = [proxy?.environment?.APP_SERVER_1, proxy?.environment?.APP_SERVER_2]
    expect(servers).toEqual(['app1:3000', 'app2:3000'])
  })
})
