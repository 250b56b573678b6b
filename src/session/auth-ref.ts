import { initialContext, isLiveSession } from '../../machines/auth.rules'
import type { AuthContext, AuthEvent, StoredSession } from '../../machines/auth.types'
import type { AuthEffects, InspectionObserver, startAuth } from './auth-actor'
import { sweepPersonal } from './personal-data'
import { isSessionKey, readSession } from './session-storage'

export type AuthTag = 'authenticated' | 'profileLoading'

/** What the app reads of the session: the auth machine's snapshot (machines/auth.machine.ts). */
export interface AuthView {
  context: AuthContext
  hasTag: (tag: AuthTag) => boolean
  matches: (state: 'anonymous' | 'reloginWait') => boolean
}

/**
 * The auth actor as the app uses it (house style 8: a reference, not a snapshot). The server's
 * render gives the machine's actor itself (src/entry-server.tsx); the browser gives startLazyAuth's.
 */
export interface AuthRef {
  getSnapshot: () => AuthView
  subscribe: (listener: (snapshot: AuthView) => void) => { unsubscribe: () => void }
  send: (event: AuthEvent) => void
}

type AuthModule = { startAuth: typeof startAuth }

/**
 * The state the auth machine starts in, from the stored session (its `boot` state): logged in
 * while the stored token has not expired, with the profile still to come; else nobody.
 */
export function bootView(stored: StoredSession | null, now = Date.now()): AuthView {
  const valid = isLiveSession(stored, now)
  return {
    context: initialContext(valid ? stored : null),
    hasTag: () => valid,
    matches: (state) => state === 'anonymous' && !valid,
  }
}

/**
 * The page's auth actor, whose code (XState and the machine, ~13 kB brotli) is not in the first
 * load: a person cannot log in, out or be refused a token before the page is interactive, and
 * what the first screens read of the session (logged in or not, the email) is in storage. Until
 * the machine runs, the session reads as the machine's start (bootView), and events wait in order
 * and have it loaded; then they are sent and every reader gets the machine's snapshot.
 * The browser runs it once the page is ready if a session is stored (`loadIfStored`: a logged-in
 * person, or an expired session to clear), before drawing a page the server did not (`load`: the
 * account pages), or at the first event (a login, another tab's). For a visitor who never logs in,
 * it is never downloaded: nothing would change its state (anonymous).
 */
export function startLazyAuth(effects: AuthEffects, importAuth: () => Promise<AuthModule>, inspect?: InspectionObserver) {
  const stored = readSession()
  const now = Date.now()
  // The person's data of an ended session is judged at start, as it was with the machine.
  sweepPersonal(isLiveSession(stored, now) ? stored : null)
  const boot = bootView(stored, now)
  const listeners = new Set<(snapshot: AuthView) => void>()
  const waiting: AuthEvent[] = []
  let machine: ReturnType<typeof startAuth> | null = null
  let loading: Promise<void> | null = null
  let stopped = false

  const actor: AuthRef = {
    getSnapshot: () => machine?.actor.getSnapshot() ?? boot,
    subscribe: (listener) => {
      listeners.add(listener)
      return { unsubscribe: () => void listeners.delete(listener) }
    },
    send: (event) => {
      if (machine) return machine.actor.send(event)
      waiting.push(event)
      void load()
    },
  }
  // Another tab's login or logout (§4), for the page's whole life: before the machine runs, the
  // first one has it loaded; after, it goes straight to it.
  const onStorage = (e: StorageEvent) => {
    if (e.storageArea === localStorage && isSessionKey(e.key)) actor.send({ type: 'auth.storageChanged', session: readSession() })
  }
  window.addEventListener('storage', onStorage)

  function start({ startAuth: startMachine }: AuthModule) {
    if (stopped || machine) return
    const started = startMachine(effects, inspect)
    machine = started
    started.actor.subscribe((snapshot) => listeners.forEach((listener) => listener(snapshot)))
    for (const event of waiting.splice(0)) started.actor.send(event)
    const first = started.actor.getSnapshot()
    listeners.forEach((listener) => listener(first))
  }

  /** Runs the machine (once); a failed download is tried again on the next call. */
  function load(): Promise<void> {
    return (loading ??= importAuth().then(start, (error: unknown) => {
      loading = null
      console.warn('[auth] the session code did not load:', error)
    }))
  }

  return {
    actor,
    load,
    loadIfStored: () => (readSession() ? load() : Promise.resolve()),
    stop: () => {
      stopped = true
      window.removeEventListener('storage', onStorage)
      listeners.clear()
      machine?.stop()
    },
  }
}

export type LazyAuth = ReturnType<typeof startLazyAuth>
