import type { EventRegistrationInput } from '../../../../machines/event-registration.machine'
import type { Draft } from '../../../../machines/event-registration.rules'

/**
 * The wizard's draft lives in the browser (localStorage) so a reload, a server error or a relogin
 * loses nothing. Decided: kept after a logout (the person may come back), but stored with the
 * account's email and ignored for another account on the same browser; removed after success.
 */
export const DRAFT_KEY = 'event-registration-draft'

interface Stored {
  email: string
  step: number
  draft: Partial<Draft>
}

export function readDraft(email: string | null): EventRegistrationInput | null {
  if (!email) return null
  try {
    const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Stored> | null
    if (!stored || stored.email !== email || typeof stored.draft !== 'object' || stored.draft === null) return null
    return { draft: stored.draft, step: typeof stored.step === 'number' ? stored.step : 1 }
  } catch {
    return null
  }
}

export function writeDraft(email: string | null, draft: Draft, step: number) {
  if (!email) return
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ email, step, draft } satisfies Stored))
  } catch {
    // No storage (private mode, full): the wizard goes on; only a reload would lose the draft.
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(DRAFT_KEY)
  } catch {
    // Nothing stored then.
  }
}
