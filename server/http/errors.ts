/** The 4xx statuses the APIs answer with. */
export type ClientErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429

/**
 * A 4xx with a message already in the request's language and per-parameter details. The
 * account API adds a machine-readable `code` (the client translates it) and headers such as
 * Retry-After.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ClientErrorStatus,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly code?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export interface ErrorBody {
  message: string
  code?: string
  errors?: Record<string, string[]>
}

export const errorBody = (message: string, errors?: Record<string, string[]>, code?: string): ErrorBody => ({
  message,
  ...(code ? { code } : {}),
  ...(errors ? { errors } : {}),
})

/** PostgreSQL "data exception" (class 22): a value the database refused, i.e. bad input. */
export function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('22')
}
