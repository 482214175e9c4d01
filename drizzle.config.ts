import { defineConfig } from 'drizzle-kit'

// `DATABASE_URL` set: PostgreSQL. Unset: the embedded PGlite database in .data/pglite.
export default defineConfig({
  dialect: 'postgresql',
  schema: './db/schema.ts',
  out: './db/migrations',
  ...(process.env.DATABASE_URL
    ? { dbCredentials: { url: process.env.DATABASE_URL } }
    : { driver: 'pglite', dbCredentials: { url: './.data/pglite' } }),
})
