import { accountEndpoints } from '../../kernel/contract/account'
import { readBody } from '../accounts/body'
import { type AccountDeps, langFor, ok, requireUser } from '../accounts/context'
import type { RouteTable } from '../accounts/routes'
import { saveSettings, settingsOf } from './store'

/**
 * GET /api/user/reminders (off and 15 minutes until saved) and PUT (the body checked
 * with the contract's struct: on/off and 5, 15 or 30 minutes). The mails come in the language
 * of the last save (X-Lang).
 */
export function reminderRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db } = deps
  routes.add('GET', accountEndpoints.reminders.path, async (c) => {
    const { userId } = await requireUser(deps, c)
    return ok(c, await settingsOf(db, userId))
  })
  routes.add('PUT', accountEndpoints.saveReminders.path, async (c) => {
    const lang = langFor(c)
    const { userId } = await requireUser(deps, c)
    const body = await readBody(c, accountEndpoints.saveReminders.body, lang)
    return ok(c, await saveSettings(db, userId, body, lang))
  })
}
