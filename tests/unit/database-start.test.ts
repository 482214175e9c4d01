// The server's start-up with its database: a failed step never leaves an opened database behind
// (each retry would open another: with PGlite, several instances on one data folder), and an article
// with broken front matter does not take the site down: the rest is served, and /readyz says so.
import { afterEach, describe, expect, it } from 'vitest'
import { type Connection, addOpenStep, closeConnection, getConnection } from '../../db/client.server.ts'

describe('opening the process database', () => {
  afterEach(async () => {
    await closeConnection()
  })

  it('closes the database it opened when a start-up step fails, before the next request opens another', async () => {
    process.env.PGLITE_DATA_DIR = 'memory://'
    delete process.env.DATABASE_URL
    const opened: Connection[] = []
    addOpenStep((connection) => {
      opened.push(connection)
      return Promise.reject(new Error('content/blog/x/en.md: title: Invalid length'))
    })
    await expect(getConnection()).rejects.toThrow(/Invalid length/)
    await expect(getConnection()).rejects.toThrow(/Invalid length/)
    expect(opened).toHaveLength(2)
    expect(opened.map((connection) => connection.pglite?.closed)).toEqual([true, true])
  })
})
