import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// app/client.tsx does what Start's default browser entry does, without the server-function
// serialization adapter. That it still hydrates a page and hands it to the router is checked on the
// built site by tests/e2e/framework-contract.spec.ts; what to compare after an upgrade is in
// docs/upgrading.md.
describe('the browser entry', () => {
  it("takes the router's hydration, not Start's client (which brings the server-function client)", () => {
    const entry = readFileSync('app/client.tsx', 'utf8')
    expect(entry).toMatch(/from '@tanstack\/react-router\/ssr\/client'/)
    expect(entry).not.toMatch(/@tanstack\/react-start/)
  })
})
