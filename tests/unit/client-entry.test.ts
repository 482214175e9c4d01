import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// app/client.tsx does what Start's default browser entry does, in separate tasks and without the
// server-function serialization adapter. When an upgrade changes the files it mirrors, this fails:
// read the new versions, carry what changed over to app/client.tsx, then record their new digests.
const mirrored: Record<string, string> = {
  'node_modules/@tanstack/start-client-core/dist/esm/client/hydrateStart.js': '702bc20cf94bfea9b935ba19b44c1bd2ff0f4e46afbd4b51e6648b9cd49c26ea',
  'node_modules/@tanstack/react-start-client/dist/esm/hydrateStart.js': '3f0a07e6eeab086096661bfb2abc9bb7f3a71cd1251bb3519bf13b614415d211',
  'node_modules/@tanstack/react-start-client/dist/esm/StartClient.js': 'ecb2118ac31493efc245cc7a104ccc05a7cc0000f583b76928c20e6251262cbb',
}

function digest(path: string): string {
  const code = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => !line.includes('sourceMappingURL'))
    .join('\n')
  return createHash('sha256').update(code).digest('hex')
}

describe('the browser entry', () => {
  for (const [path, expected] of Object.entries(mirrored)) {
    it(`mirrors ${path.replace('node_modules/', '')} as installed`, () => {
      expect(digest(path), `${path} changed: compare app/client.tsx with it`).toBe(expected)
    })
  }

  it("takes the router's hydration, not Start's client (which brings the server-function client)", () => {
    const entry = readFileSync('app/client.tsx', 'utf8')
    expect(entry).toMatch(/from '@tanstack\/react-router\/ssr\/client'/)
    expect(entry).not.toMatch(/@tanstack\/react-start/)
  })
})
