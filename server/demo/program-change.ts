import { Hono } from 'hono'
import { array, integer, object, optional, validate } from 'superstruct'
import { Id } from '../../kernel/contract/common'
import type { Db } from '../db/types'
import { HttpError } from '../http/errors'
import { publishProgramChange } from './program-change-store'

/**
 * Development only (with /dev/mail): publishes a program version that moves and cancels
 * sessions, as an import that does so would, so the live channel can be tried (and the browser
 * journeys can drive it) without writing an import file. Never on a server others can reach.
 */
const Change = object({
  move: optional(array(object({ id: Id, minutes: integer() }))),
  cancel: optional(array(Id)),
  /** Cancelled sessions back in the program (a journey puts the demo back). */
  restore: optional(array(Id)),
})

export { publishProgramChange }

export function programChangeRoutes(db: Db): Hono {
  const app = new Hono()
  app.post('/program/change', async (c) => {
    const [error, body] = validate(await c.req.json().catch(() => null), Change)
    if (error) throw new HttpError(400, 'Expected { "move": [{ "id": N, "minutes": M }], "cancel": [N], "restore": [N] }')
    const version = await publishProgramChange(db, body.move ?? [], body.cancel ?? [], body.restore ?? [])
    return c.json({ data: { version } })
  })
  return app
}
