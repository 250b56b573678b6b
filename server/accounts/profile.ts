import { accountEndpoints } from '../../kernel/contract/account'
import { readBody } from './body'
import { type AccountDeps, invalidToken, langFor, okWithMessage, requireUser } from './context'
import { accountMessage } from './messages'
import { industryCheck, saveProfileFields } from './profile-store'
import type { RouteTable } from './routes'
import { loadUser } from './users'

/**
 * PUT /api/user/profile saves the person's own profile (the token says whose: there is no id to
 * change). A field left out keeps its value, null or '' clears it. Answers the User and the §8
 * message 'Data changed successfully'.
 */
export function profileRoutes(routes: RouteTable, deps: AccountDeps) {
  const { db } = deps
  routes.add('PUT', accountEndpoints.saveProfile.path, async (c) => {
    const lang = langFor(c)
    const { userId } = await requireUser(deps, c)
    const body = await readBody(c, accountEndpoints.saveProfile.body, lang, { extra: industryCheck(db, lang) })
    await saveProfileFields(db, userId, body)
    const user = await loadUser(db, userId)
    if (!user) throw invalidToken(c)
    return okWithMessage(c, user, accountMessage(lang, 'profileSaved'))
  })
}
