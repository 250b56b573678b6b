import type { AccountApi } from './account'
import { feedbackApi } from './feedback'
import { createLiveApi } from './live'
import { questionsApi } from './questions'
import { createStaffApi } from './staff'

/**
 * The API clients beside the account's, on its token, language and relogin (src/app.tsx builds
 * them once; screens take them with useApi): staff, live (announcements, hall fill, push, changed
 * picks, change mails), questions and feedback. No screen calls the network otherwise.
 */
export function createApiClients(account: AccountApi, fetch?: typeof globalThis.fetch) {
  return {
    staff: createStaffApi(account, fetch),
    live: createLiveApi(account, fetch),
    questions: questionsApi(account, fetch),
    feedback: feedbackApi(account, fetch),
  }
}

export type ApiClients = ReturnType<typeof createApiClients>
