import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'

/** Whether the request carries `Authorization: Bearer <ORGANIZER_TOKEN>` (compared in constant time); never without a token set. */
export function organizerBearer(c: Context, token: string | null): boolean {
  if (!token) return false
  const auth = c.req.header('Authorization') ?? ''
  const given = Buffer.from(auth.startsWith('Bearer ') ? auth.slice(7) : '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
