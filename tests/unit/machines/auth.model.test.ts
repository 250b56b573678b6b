import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyEventObject, createActor, fromPromise } from 'xstate'
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { authMachine } from '../../../machines/auth.machine'
import type { AuthEvent, AuthInput, StoredSession } from '../../../machines/auth.types'
import { Coverage, recordCoverage } from './model'

const T0 = new Date('2026-12-08T09:00:00Z').getTime()
const HOUR = 3600_000
const DAY = 24 * HOUR
const session = (expiresAt: number, token = 'stored'): StoredSession => ({ token, expiresAt, email: 'a@example.org' })

/** Events the graph may take in any state; actor completions and timers are passed as events too. */
const events: AnyEventObject[] = [
  { type: 'auth.loggedIn', token: 'fresh', expiresIn: 3600, email: 'a@example.org' },
  { type: 'auth.loggedIn', token: 'due', expiresIn: 0, email: 'a@example.org' },
  { type: 'auth.loggedIn', token: 'dead', expiresIn: -8 * 24 * 3600, email: 'a@example.org' },
  // The social login hands over the profile it asked for (none yet): the machine does not ask again.
  { type: 'auth.loggedIn', token: 'social', expiresIn: 3600, email: 'a@example.org', profile: null },
  { type: 'auth.loggedOut' },
  { type: 'auth.tokenRejected', path: '/cabinet/personal-data' },
  { type: 'auth.visibilityChanged', hidden: true, path: '/cabinet' },
  { type: 'auth.visibilityChanged', hidden: false, path: '/cabinet' },
  { type: 'auth.storageChanged', session: null },
  { type: 'auth.storageChanged', session: session(T0 + HOUR, 'other-tab') },
  { type: 'auth.profileChanged' },
  { type: 'xstate.done.actor.loadProfile', output: { profile: { firstname: 'Анна' } } },
  { type: 'xstate.error.actor.loadProfile', error: { status: 401 } },
  { type: 'xstate.error.actor.loadProfile', error: { status: 500 } },
  { type: 'xstate.done.actor.refreshToken', output: { access_token: 'refreshed', expires_in: 3600 } },
  { type: 'xstate.error.actor.refreshToken', error: { status: 401 } },
  { type: 'xstate.error.actor.refreshToken', error: new TypeError('Failed to fetch') },
  { type: 'xstate.after.refreshCheck.auth.authenticated.loggedIn' },
  { type: 'xstate.after.reloginWait.auth.reloginWait' },
]

type Snap = ReturnType<typeof authMachine.transition>
const expiry = (s: Snap) => {
  const e = s.context.expiresAt
  if (e === null) return 'none'
  if (e > T0 + HOUR / 2) return 'fresh'
  if (e + 7 * DAY >= T0) return 'refreshable'
  return 'dead'
}
const serializeState = (s: Snap) =>
  JSON.stringify([s.value, expiry(s), s.context.profile !== null, s.context.profileLoaded, s.context.returnTo !== null])

const inputs: Record<string, AuthInput> = {
  'no stored token': { stored: null },
  'a stored valid token': { stored: session(T0 + HOUR) },
  'a stored expired token': { stored: session(T0 - 1) },
}

function replay(input: AuthInput, steps: { event: AnyEventObject }[]) {
  const storage: { session: StoredSession | null } = { session: input.stored }
  const navigations: string[] = []
  const machine = authMachine.provide({
    actions: {
      persistSession: ({ context }) => {
        storage.session = context.token && context.expiresAt ? { token: context.token, expiresAt: context.expiresAt, email: context.email } : null
      },
      navigateToLogin: (_, params) => navigations.push(`/login?redirect=${params.returnTo ?? ''}`),
      navigateTo: (_, params) => navigations.push(params.path),
    },
    // Completions arrive as events from the path: the real actors would race them.
    actors: { loadProfile: fromPromise(() => new Promise(() => {})), refreshToken: fromPromise(() => new Promise(() => {})) },
  })
  const actor = createActor(machine, { input, inspect: coverage.inspector }).start()
  const states = [actor.getSnapshot()]
  for (const step of steps) {
    // Another tab wrote storage before this tab hears of it.
    if (step.event.type === 'auth.storageChanged') storage.session = (step.event as unknown as { session: StoredSession | null }).session
    actor.send(step.event as AuthEvent)
    states.push(actor.getSnapshot())
  }
  actor.stop()
  return { states, storage, navigations }
}

const coverage = new Coverage(authMachine)

describe('auth machine: every simple path, replayed against a running actor', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
  })
  afterEach(() => vi.useRealTimers())

  for (const [name, input] of Object.entries(inputs)) {
    vi.useFakeTimers()
    vi.setSystemTime(T0)
    const options = { input, events: events as AuthEvent[], serializeState }
    const shortest = new Map(getShortestPaths(authMachine, options).map((p) => [serializeState(p.state), p.steps]))
    // Every handled (state, event) edge, reached by the shortest path to its source state.
    const edges = adjacencyMapToArray(getAdjacencyMap(authMachine, options)).filter(
      (e) => e.state.can(e.event) || serializeState(e.state) !== serializeState(e.nextState),
    )
    vi.useRealTimers()
    const describeEvent = (e: AnyEventObject) =>
      e.type.replace(/^xstate\./, '') + ('token' in e ? `(${String(e.token)})` : '') + ('session' in e ? `(${e.session ? 'session' : 'empty'})` : '') + ('hidden' in e ? `(${e.hidden ? 'hidden' : 'visible'})` : '') + ('error' in e ? `(${(e.error as { status?: number }).status ?? 'network'})` : '')
    for (const edge of edges) {
      const prefix = shortest.get(serializeState(edge.state)) ?? []
      // The graph's first step is the actor's own start (xstate.init): a started actor has taken it.
      const steps = [...prefix, { event: edge.event, state: edge.nextState }].filter((s) => (s.event as AnyEventObject).type !== 'xstate.init')
      const path = { steps, state: edge.nextState }
      const title = `from ${name}: ${path.steps.map((s) => describeEvent(s.event)).join(' → ')} ⇒ ${JSON.stringify(path.state.value)}`
      it(title, () => {
        const { states, storage } = replay(input, path.steps)
        path.steps.forEach((step, i) => {
          expect(states[i + 1]!.value, `after step ${i}`).toEqual(step.state.value)
        })
        const last = states.at(-1)!
        expect(last.value).toEqual(path.state.value)
        // Invariants on every path: storage mirrors the machine, and only an authenticated state holds a token.
        if (last.hasTag('authenticated')) expect(storage.session?.token).toBe(last.context.token)
        else {
          expect(last.context.token).toBeNull()
          expect(storage.session).toBeNull()
          expect(last.context.profile).toBeNull()
        }
      })
    }
  }

  it('the walked paths cover every state and every transition of the machine', () => {
    const { line, missingStates, missingTransitions } = coverage.report()
    console.log(`[coverage] ${line}`)
    recordCoverage(authMachine.id, coverage.report())
    expect({ missingStates, missingTransitions }).toEqual({ missingStates: [], missingTransitions: [] })
  })
})
