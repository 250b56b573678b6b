import { Hono } from 'hono'
import { DEFAULT_LANG, type Lang, LANGUAGES } from '../../kernel/constants'
import { langAddress } from '../../kernel/lang-address'
import type { Db } from '../db/types'
import type { Clock } from '../time'
import { hallSession } from './store'

/**
 * A hall's short link, `/h/{hall id}` (`?lang=en` for English): the hall's screen shows it as a
 * QR code, and it opens the questions of the session on now in that hall (or the next one, see
 * hallSession). It is never cached: it points somewhere else as the day goes on.
 */
export function hallLinkRoutes(db: Db, clock: Clock): Hono {
  const app = new Hono()
  app.get('/:hall', async (c) => {
    const raw = c.req.query('lang')
    const lang: Lang = (LANGUAGES as readonly string[]).includes(raw ?? '') ? (raw as Lang) : DEFAULT_LANG
    const hall = c.req.param('hall')
    const meetingId = /^[1-9]\d{0,8}$/.test(hall) ? await hallSession(db, Number(hall), new Date(clock())) : null
    const to = meetingId === null ? langAddress('/program', '', lang) : `${langAddress(`/program/meeting/${meetingId}`, '', lang)}#questions`
    c.header('Cache-Control', 'no-store')
    return c.redirect(to, 302)
  })
  return app
}
