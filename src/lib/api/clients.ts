import { ACCOUNT_API_PREFIX } from '../../../kernel/constants'
import { organizerMailEndpoints } from '../../../kernel/contract/desk-messages'
import type { AccountApi } from './account'
import { createEndpointCaller } from './endpoint'
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
  const accountCall = createEndpointCaller(account, { baseURL: ACCOUNT_API_PREFIX, ...(fetch ? { fetch } : {}) })
  return {
    /** The cabinet's switch for the organizers' mails to groups. */
    organizerMail: {
      read: () => accountCall(organizerMailEndpoints.read),
      save: (enabled: boolean) => accountCall(organizerMailEndpoints.save, { body: { enabled } }),
    },
    staff: createStaffApi(account, fetch),
    live: createLiveApi(account, fetch),
    questions: questionsApi(account, fetch),
    feedback: feedbackApi(account, fetch),
  }
}

export type ApiClients = ReturnType<typeof createApiClients>
