/** A 4xx with a message already in the request's language and per-parameter details. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404 | 405,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
  }
}

export const errorBody = (message: string, errors?: Record<string, string[]>) =>
  errors ? { message, errors } : { message }

/** PostgreSQL "data exception" (class 22): a value the database refused, i.e. bad input. */
export function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('22')
}
