import type { EventRegistrationInput } from '../../../../machines/event-registration.types'
import type { Draft } from '../../../../machines/event-registration.rules'
import { type PersonalRecord, readPersonal, removePersonal, writePersonal } from '../../../session/personal-data'

/**
 * The wizard's draft lives in the browser (localStorage, a personal record: src/session/
 * personal-data.ts) so a reload, a server error or a relogin loses nothing. It is stored with the
 * account's email: given back only to that account, deleted by an explicit logout, by a login of
 * anyone else, and 2 hours after a session that ended otherwise (§4's relogin wait); removed after
 * success.
 */
export const DRAFT_NAME = 'event-registration-draft'

interface Stored extends PersonalRecord {
  step: number
  draft: Partial<Draft>
}

export function readDraft(email: string | null): EventRegistrationInput | null {
  const stored = readPersonal<Partial<Stored> & PersonalRecord>(DRAFT_NAME, email)
  if (!stored || typeof stored.draft !== 'object' || stored.draft === null) return null
  return { draft: stored.draft, step: typeof stored.step === 'number' ? stored.step : 1 }
}

export function writeDraft(email: string | null, draft: Draft, step: number) {
  if (email) writePersonal<Stored>(DRAFT_NAME, { email, step, draft })
}

export function clearDraft() {
  removePersonal(DRAFT_NAME)
}
