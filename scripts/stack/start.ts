// `npm run stack`: the production stack on this machine (scripts/stack/stack.ts), until Ctrl-C or
// SIGTERM, which stop nginx, both instances, PgBouncer and the database, and leave nothing running.
import { join } from 'node:path'
import { stackDatabase } from './postgres.ts'
import { ensureBuild, removeStackDir, stackDir, stackPorts, startStack } from './stack.ts'

ensureBuild()
const dir = stackDir(process.env.STACK_DIR)
const ports = stackPorts(process.env)
const database = await stackDatabase(join(dir, 'postgres'), process.env)
let stack: Awaited<ReturnType<typeof startStack>> | undefined
let stopping: Promise<void> | undefined
const stop = () =>
  (stopping ??= (async () => {
    console.log('\nstopping: nginx, the instances, PgBouncer, the database')
    await stack?.stop()
    await database.stop()
    if (!process.env.STACK_DIR) removeStackDir(dir)
    console.log('stopped')
  })())
process.on('SIGINT', () => void stop().then(() => process.exit(0)))
process.on('SIGTERM', () => void stop().then(() => process.exit(0)))

try {
  stack = await startStack({ ports, databaseUrl: database.url, dir })
} catch (error) {
  await stop()
  throw error
}
console.log(`
The site: ${stack.url}  (http://localhost:${ports.http} redirects there)
  nginx (TLS${stack.certificate.selfSigned ? ', a throw-away self-signed certificate' : ''}, page cache) → ${stack.instances.map((one) => one.base).join(', ')}
  PgBouncer (transaction mode) at ${new URL(stack.pgbouncer.url).host} → PostgreSQL: ${new URL(database.url).pathname.slice(1)} on the ${database.server}
  logs and configuration: ${dir}
Ctrl-C stops everything.`)
