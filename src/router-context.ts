import type { AccountApi } from './lib/api/account'
import type { ContentApi } from './lib/api/content'
import type { AuthRef } from './session/auth-ref'

/**
 * What loaders and guards get from the router (house style 8): functions and actors, no snapshots.
 * A file of its own that imports no route, so a loader can name it without a circle through
 * routeTree.gen.ts.
 */
export interface RouterContext {
  content: ContentApi
  account: AccountApi
  /** The auth actor (a reference, not a snapshot): guards read it in beforeLoad. */
  auth: AuthRef
}
