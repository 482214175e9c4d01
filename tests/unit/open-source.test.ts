import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OpenSourceComponentSchema, openSourceComponents } from '../../app/content/open-source.ts'

const packageJson = (name: string) =>
  JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { license?: string }
const dependencies = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies,
)
const listed = openSourceComponents.flatMap((component) => component.packages)

describe('open-source components on the third-party terms page', () => {
  it.each(openSourceComponents.map((component) => [component.name, component] as const))(
    '%s matches the schema',
    (_, component) => {
      expect(v.safeParse(OpenSourceComponentSchema, component).issues).toBeUndefined()
    },
  )

  it('list every runtime dependency of package.json', () => {
    expect(dependencies.filter((name) => !listed.includes(name))).toEqual([])
  })

  it.each(
    openSourceComponents.flatMap((component) => component.packages.map((name) => [name, component.licence] as const)),
  )('%s is licensed under %s, as its package says', (name, licence) => {
    expect(packageJson(name).license).toBe(licence)
  })
})
