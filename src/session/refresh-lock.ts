/**
 * Only one tab refreshes at a time (§4). Web Locks where the browser has them: a lock is
 * released when its tab dies. Elsewhere a lease in localStorage that expires on its own,
 * so a tab that dies holding it blocks nobody for longer than the lease.
 */
const LOCK_NAME = 'forum-auth-refresh'
const LEASE_KEY = 'forum-auth-refresh-lease'
const LEASE_MS = 10_000

/**
 * Runs `work` holding the lock. `waited` says another tab held it first: that tab may have just
 * refreshed, and its token can take a moment to reach this tab's localStorage (Chromium passes
 * storage between tabs asynchronously), so the work looks for it before refreshing again.
 */
export async function withRefreshLock<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks?.request) {
    const free = await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? { value: await work(false) } : null))
    if (free) return free.value
    return navigator.locks.request(LOCK_NAME, { mode: 'exclusive' }, () => work(true)) as Promise<T>
  }
  return withLease(work)
}

async function withLease<T>(work: (waited: boolean) => Promise<T>): Promise<T> {
  const me = Math.random().toString(36).slice(2)
  let held = false
  for (let waited = 0; waited < LEASE_MS * 2; waited += 100) {
    const [holder, until] = (localStorage.getItem(LEASE_KEY) ?? '').split(':')
    if (holder) held = true
    if (!holder || Number(until) < Date.now()) {
      localStorage.setItem(LEASE_KEY, `${me}:${Date.now() + LEASE_MS}`)
      // Two tabs may write at once: the last writer wins, the other waits again.
      await new Promise((r) => setTimeout(r, 20))
      if (localStorage.getItem(LEASE_KEY)?.startsWith(`${me}:`)) break
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  try {
    return await work(held)
  } finally {
    if (localStorage.getItem(LEASE_KEY)?.startsWith(`${me}:`)) localStorage.removeItem(LEASE_KEY)
  }
}
