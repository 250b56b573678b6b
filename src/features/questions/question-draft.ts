/**
 * The question being typed, per session, in this tab's sessionStorage: a person who is not logged
 * in writes first and logs in after, and the login is a page of its own, so the text must outlive
 * the session page. `send` marks a draft whose author pressed "log in and send": the form sends it
 * once they are back logged in. Storage that refuses (private modes, full quota) only loses the
 * draft across pages, never the text in the box.
 */
export interface QuestionDraft {
  text: string
  anonymous: boolean
  /** Send it as soon as the form finds the person logged in. */
  send: boolean
}

const key = (meetingId: number) => `question-draft:${meetingId}`

export function readDraft(meetingId: number): QuestionDraft | null {
  try {
    const raw = sessionStorage.getItem(key(meetingId))
    if (!raw) return null
    const value = JSON.parse(raw) as Partial<QuestionDraft>
    if (typeof value.text !== 'string') return null
    return { text: value.text, anonymous: value.anonymous === true, send: value.send === true }
  } catch {
    return null
  }
}

export function writeDraft(meetingId: number, draft: QuestionDraft): void {
  try {
    if (!draft.text && !draft.send) sessionStorage.removeItem(key(meetingId))
    else sessionStorage.setItem(key(meetingId), JSON.stringify(draft))
  } catch {
    // Kept in the box only.
  }
}

export function clearDraft(meetingId: number): void {
  try {
    sessionStorage.removeItem(key(meetingId))
  } catch {
    // Nothing stored.
  }
}
