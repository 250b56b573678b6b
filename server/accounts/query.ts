import type { Context } from 'hono'
import type { Struct } from 'superstruct'
import { type ParsedRequest, parseRequest } from '../content/params'
import { HttpError } from '../http/errors'

/** Account errors carry a contract code: the content API's 400s and 404s get one on the way out. */
export async function withCodes<T>(fn: () => Promise<T> | T): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (err instanceof HttpError && !err.code) {
      throw new HttpError(err.status, err.message, err.errors, err.status === 404 ? 'not_found' : 'validation_failed', err.headers)
    }
    throw err
  }
}

/** The query, validated like the content API's (400 naming every bad parameter). */
export const parseQuery = <Q>(c: Context, struct: Struct<Q, unknown>): Promise<ParsedRequest<Q>> => withCodes(() => parseRequest(c, struct))
