/**
 * Only one tab refreshes at a time (§4). Web Locks where the browser has them: a lock is
 * released when its tab dies. Elsewhere a lease in localStorage that expires on its own,
 * so a tab that dies holding it blocks nobody for longer than the lease.
 */
const LOCK_NAME = 'forum-auth-refresh'
const LEASE_KEY = 'forum-auth-refresh-lease'
const LEASE_MS = 10_000

export async function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks?.request) {
    return navigator.locks.request(LOCK_NAME, { mode: 'exclusive' }, work) as Promise<T>
  }
  return withLease(work)
}

async function withLease<T>(work: () => Promise<T>): Promise<T> {
  const me = Math.random().toString(36).slice(2)
  for (let waited = 0; waited < LEASE_MS * 2; waited += 100) {
    const [holder, until] = (localStorage.getItem(LEASE_KEY) ?? '').split(':')
    if (!holder || Number(until) < Date.now()) {
      localStorage.setItem(LEASE_KEY, `${me}:${Date.now() + LEASE_MS}`)
      // Two tabs may write at once: the last writer wins, the other waits again.
      await new Promise((r) => setTimeout(r, 20))
      if (localStorage.getItem(LEASE_KEY)?.startsWith(`${me}:`)) break
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  try {
    return await work()
  } finally {
    if (localStorage.getItem(LEASE_KEY)?.startsWith(`${me}:`)) localStorage.removeItem(LEASE_KEY)
  }
}
