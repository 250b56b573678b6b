/**
 * How a failed effect is told apart, one rule for every machine and for the site. Effects reject
 * with whatever their client throws: the site's ApiError ({ kind, status }), fetch's own
 * TypeError, or any error that carries an HTTP `status`. Pure: the site's client is not imported.
 */
const fieldsOf = (error: unknown): { status?: unknown; kind?: unknown } =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown; kind?: unknown }) : {}

/** The server refused the person's session (401): the token is gone or expired (§4). */
export const isUnauthorizedError = (error: unknown): boolean => fieldsOf(error).status === 401

/** No response at all (§8 'Server connection error'): fetch's TypeError or the API client's network error. */
export const isConnectionError = (error: unknown): boolean => error instanceof TypeError || fieldsOf(error).kind === 'network'
