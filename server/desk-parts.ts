/**
 * The desk's parts beyond its base (server/desk/): people, messages and the day's dashboard, with
 * the loops they run (organizer mail handed to the queue; the dashboards' LISTEN). Built by app.ts,
 * the composition root, which mounts the groups into deskApi and starts and stops the loops.
 */
import type { Db } from './db/types'
import type { Log } from './log'
import { sendersByLang } from './mail/sender'
import { deskMailRoutes } from './desk-mail/routes'
import { DeskMailSender } from './desk-mail/sender'
import { deskPeopleRoutes } from './desk-people/routes'
import { DeskDayHub } from './desk-day/hub'
import { deskDayRoutes } from './desk-day/routes'

/** How often every process looks for organizer mail still waiting for the queue. */
const DESK_MAIL_EVERY_MS = 5000

export function deskParts(options: { db: Db; log: Log; mailFrom: string; smtp: boolean }) {
  const { db, log } = options
  const deskMail = new DeskMailSender(db, log, { from: () => sendersByLang(db, options.mailFrom), status: options.smtp ? 'pending' : 'kept' })
  const dayHub = new DeskDayHub(db, log)
  return {
    deskMail,
    groups: [deskPeopleRoutes, deskMailRoutes(() => void deskMail.kick()), deskDayRoutes(dayHub)],
    start() {
      deskMail.start(DESK_MAIL_EVERY_MS)
      dayHub.start().catch(() => undefined)
    },
    async stop() {
      await deskMail.stop()
      await dayHub.close()
    },
  }
}
