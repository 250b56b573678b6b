/**
 * One-time tokens (email confirmation, social login code) must be posted once per page load,
 * however often the screen mounts (StrictMode, remounts, router invalidation): a second post of
 * the same token would fail as "already used" and hide the first result. Kept per API client,
 * so each app instance (and each test) starts clean.
 */
const started = new WeakMap<object, Map<string, Promise<unknown>>>()

export function once<T>(owner: object, key: string, run: () => Promise<T>): Promise<T> {
  let byKey = started.get(owner)
  if (!byKey) {
    byKey = new Map()
    started.set(owner, byKey)
  }
  let promise = byKey.get(key) as Promise<T> | undefined
  if (!promise) {
    promise = run()
    byKey.set(key, promise)
  }
  return promise
}
