import type { Context } from 'hono'
import type { Struct } from 'superstruct'
import type { Lang } from '../../kernel/constants'
import type { LimitRule } from '../auth/rate-limit'
import { type BodyOptions, readBody } from './body'
import { type AccountDeps, clientIp, langFor } from './context'
import { enforce } from './errors'

export interface FormRequest<T> {
  lang: Lang
  /** The client's address (TRUST_PROXY hops), already counted against the route's per-address limit. */
  ip: string
  body: T
}

/**
 * How every public account form opens (§4): the request's language, the route's per-address limit
 * counted before the body is read (a 429 costs nothing more), then the body checked against the
 * contract (400 not JSON, 422 naming every field).
 */
export async function readForm<T, S>(c: Context, deps: AccountDeps, ipLimit: LimitRule, struct: Struct<T, S>, options?: BodyOptions): Promise<FormRequest<T>> {
  const lang = langFor(c)
  const ip = clientIp(c, deps.config.account.trustProxy)
  enforce(lang, await deps.limiter.hit(ipLimit, ip))
  return { lang, ip, body: await readBody(c, struct, lang, options) }
}
