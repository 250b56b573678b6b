import type { AccountMeeting, UserEventView } from '../../../kernel/contract/account'

export type NextStep = 'register' | 'ticket' | 'pick' | 'none'

/**
 * What the cabinet offers as its one primary action, in the order a forum asks for it: register
 * for the forum, then the ticket, then picking sessions. A registered person's ticket is always
 * there (its download is the primary button); picking sessions becomes primary only while the
 * program is empty, and then the ticket's button steps back to a secondary one. `favorites` is
 * null until the favorites are loaded: the program counts as not empty meanwhile, so nothing jumps.
 */
export function nextStep(
  data: { view: UserEventView | null; meetings: readonly Pick<AccountMeeting, 'id' | 'participation' | 'is_favorite'>[] },
  favorites: readonly number[] | null,
): NextStep {
  if (!data.view) return 'register'
  const hasProgram =
    favorites === null || favorites.length > 0 || data.meetings.some((m) => m.participation !== null && m.participation !== 'none')
  return hasProgram ? 'ticket' : 'pick'
}
