import { ACCOUNT_API_PREFIX } from '../../../kernel/constants'
import { type Announcement, type PickChange, type PushSubscriptionBody, changeMailEndpoints, liveEndpoints, pickChangeEndpoints, pushEndpoints } from '../../../kernel/contract/live'
import { type HallFill, staffEndpoints } from '../../../kernel/contract/staff'
import type { AccountApi } from './account'
import { createEndpointCaller } from './endpoint'

/**
 * The live side's calls (kernel/contract/live.ts): the announcements, every hall's fill, the
 * person's push subscription, their changed picks and the change mails' setting; each answer
 * validated with the contract (the stream itself is the live actor's, src/session/live/).
 */
export function createLiveApi(account: AccountApi, fetch?: typeof globalThis.fetch) {
  const call = createEndpointCaller(account, fetch ? { fetch } : {})
  const hallFill = createEndpointCaller(account, { baseURL: ACCOUNT_API_PREFIX, ...(fetch ? { fetch } : {}) })
  return {
    announcements: (signal?: AbortSignal): Promise<Announcement[]> => call(liveEndpoints.announcements, signal ? { signal } : {}),
    hallFill: (): Promise<HallFill[]> => hallFill(staffEndpoints.hallFill),
    pushKey: () => call(pushEndpoints.key),
    subscribe: (body: PushSubscriptionBody) => call(pushEndpoints.subscribe, { body }),
    unsubscribe: (endpoint: string) => call(pushEndpoints.unsubscribe, { body: { endpoint } }),
    pickChanges: (signal?: AbortSignal): Promise<PickChange[]> => call(pickChangeEndpoints.list, signal ? { signal } : {}),
    pickChangesSeen: (ids: number[]) => call(pickChangeEndpoints.seen, { body: { ids } }),
    changeMail: () => call(changeMailEndpoints.setting),
    saveChangeMail: (enabled: boolean) => call(changeMailEndpoints.save, { body: { enabled } }),
  }
}

export type LiveApi = ReturnType<typeof createLiveApi>
