import { describe, expect, test } from 'vitest'
import { CookieOptionError, cookieNames, serializeCookie } from '../../app/consent/cookies.ts'

describe('cookie helper', () => {
  test('writes a cookie with every valid option', () => {
    const expires = new Date(Date.UTC(2030, 0, 2, 3, 4, 5))
    expect(
      serializeCookie('pref', 'a b;c', {
        domain: '.example.com',
        path: '/de',
        expires,
        maxAge: 60.9,
        sameSite: 'Lax',
        secure: true,
      }),
    ).toBe(
      'pref=a%20b%3Bc; Domain=.example.com; Path=/de; Expires=Wed, 02 Jan 2030 03:04:05 GMT; Max-Age=60; SameSite=Lax; Secure',
    )
    expect(serializeCookie('x', '1')).toBe('x=1')
    expect(serializeCookie('x', '', { maxAge: 0, path: '/' })).toBe('x=; Path=/; Max-Age=0')
  })

  test.each([
    ['a name with a space', () => serializeCookie('bad name', '1'), /cookie name/],
    ['an empty name', () => serializeCookie('', '1'), /cookie name/],
    ['a domain with a path', () => serializeCookie('x', '1', { domain: 'example.com/evil' }), /cookie domain/],
    ['a domain with a semicolon', () => serializeCookie('x', '1', { domain: 'example.com; Path=/' }), /cookie domain/],
    [
      'a domain label starting with a hyphen',
      () => serializeCookie('x', '1', { domain: '-bad.example' }),
      /cookie domain/,
    ],
    ['an empty domain', () => serializeCookie('x', '1', { domain: '' }), /cookie domain/],
    ['a relative path', () => serializeCookie('x', '1', { path: 'de' }), /cookie path/],
    ['a path with a semicolon', () => serializeCookie('x', '1', { path: '/; Secure' }), /cookie path/],
    ['a path with a control character', () => serializeCookie('x', '1', { path: '/a\nb' }), /cookie path/],
    ['an invalid date', () => serializeCookie('x', '1', { expires: new Date('nonsense') }), /cookie expires/],
    [
      'a string as expiry',
      () => serializeCookie('x', '1', { expires: 'tomorrow' as unknown as Date }),
      /cookie expires/,
    ],
    [
      'a non-numeric max age',
      () => serializeCookie('x', '1', { maxAge: '3600' as unknown as number }),
      /cookie maxAge/,
    ],
    ['NaN as max age', () => serializeCookie('x', '1', { maxAge: Number.NaN }), /cookie maxAge/],
    ['an infinite max age', () => serializeCookie('x', '1', { maxAge: Number.POSITIVE_INFINITY }), /cookie maxAge/],
    ['an unknown sameSite', () => serializeCookie('x', '1', { sameSite: 'lax' as 'Lax' }), /cookie sameSite/],
    ['sameSite None without secure', () => serializeCookie('x', '1', { sameSite: 'None' }), /secure/],
  ])('rejects %s with a clear error', (_, write, message) => {
    expect(write).toThrow(CookieOptionError)
    expect(write).toThrow(message)
  })

  test('lists the names of a cookie header', () => {
    expect(cookieNames('_ga=GA1.1; _gcl_au=1.1;  session = x; =broken')).toEqual(['_ga', '_gcl_au', 'session'])
    expect(cookieNames('')).toEqual([])
  })
})
