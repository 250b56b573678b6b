import type { MiddlewareHandler } from 'hono'
import { ACCOUNT_API_PREFIX } from '../kernel/constants'
import { USERPIC_PATH } from './accounts/userpic'
import { DESK_API_PREFIX, DESK_BODY_MAX_BYTES } from './desk/router'
import { bodyReader } from './http/body'
import { IMPORT_MAX_BYTES, IMPORT_PATH } from './program/import-route'
import { STAFF_BODY_LIMITS } from './staff/routes'

/** The routes whose bodies may pass 16 KB (http/body.ts): an offline scanner's batch, a program file. */
const largerBodies = {
  ...Object.fromEntries(Object.entries(STAFF_BODY_LIMITS).map(([path, bytes]) => [`${ACCOUNT_API_PREFIX}${path}`, bytes])),
  [IMPORT_PATH]: IMPORT_MAX_BYTES,
}

/** The desk's JSON (rich texts in both languages) and its import files, by path prefix. */
const largerUnder: Array<[string, number]> = [
  [`${DESK_API_PREFIX}/`, DESK_BODY_MAX_BYTES],
  [`${DESK_API_PREFIX}/import/`, IMPORT_MAX_BYTES],
]

/** The one body reader of every route, with the limits of the routes that take more (app.ts mounts it). */
export const appBodyReader = (): MiddlewareHandler =>
  bodyReader({
    larger: largerBodies,
    largerUnder,
    own: [`${ACCOUNT_API_PREFIX}${USERPIC_PATH}`],
    codeFor: (path) => (path.startsWith(ACCOUNT_API_PREFIX) ? 'validation_failed' : undefined),
  })
