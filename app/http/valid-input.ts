// Server-function input validation that answers bad input with 400: TanStack Start reports an error
// without a status as a 500 (and logs it), which would blame the server for a client's mistake.
import * as v from 'valibot'

export class InvalidInputError extends Error {
  readonly status = 400
  constructor() {
    super('Invalid input')
  }
}

/** A `.validator()` for createServerFn: the schema's output, or a 400 that names no internals. */
export function validInput<Schema extends v.GenericSchema>(schema: Schema) {
  return (input: v.InferInput<Schema>): v.InferOutput<Schema> => {
    const result = v.safeParse(schema, input)
    if (!result.success) throw new InvalidInputError()
    return result.output
  }
}
