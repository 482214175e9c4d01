// How every page reads values from its URL's search parameters.
import * as v from 'valibot'

/**
 * A repeated key (`?q=A&q=B`) reaches a route's schema as an array (the router keeps every value);
 * its first value counts, as `URLSearchParams.get` reads it (the server's pipeline reads it so).
 */
export const firstValue = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

/** A list's page number: 1 to 1000. */
export const PageSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))

/**
 * A list's page number in the URL. An invalid one is dropped (the router then redirects to the URL
 * without it) and a missing one means page 1: ignored, never an error.
 */
export const PageParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const page = Number(firstValue(value))
      return v.is(PageSchema, page) ? page : undefined
    }),
  ),
)
