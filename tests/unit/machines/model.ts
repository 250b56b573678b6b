import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import type { AnyEventObject, AnyStateMachine, InspectionEvent } from 'xstate'
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, toDirectedGraph } from 'xstate/graph'

interface TakenTransition {
  source: { id: string }
  target?: { id: string }[]
  eventType: string
}

interface GraphNode {
  id: string
  children: GraphNode[]
  edges: { source: { id: string }; target: { id: string }; transition: { eventType: string } }[]
}

/** Every state node id and every transition (source, event, target) of a machine, from the machine itself. */
export function machineInventory(machine: AnyStateMachine) {
  const states = new Set<string>()
  const transitions = new Set<string>()
  const visit = (node: GraphNode) => {
    states.add(node.id)
    for (const edge of node.edges) transitions.add(`${edge.source.id} --${edge.transition.eventType}--> ${edge.target.id}`)
    node.children.forEach(visit)
  }
  visit(toDirectedGraph(machine) as unknown as GraphNode)
  return { states, transitions }
}

/** Records which states and transitions a set of walked paths covered, and prints the coverage. */
export class Coverage {
  readonly states = new Set<string>()
  readonly transitions = new Set<string>()
  constructor(private readonly machine: AnyStateMachine) {}

  /**
   * Pass as `inspect` to createActor: every microstep reports the transitions taken and the
   * states entered, including the passing ones (eventless `always` states).
   */
  readonly inspector = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    const snapshot = event.snapshot as unknown as { _nodes: { id: string }[] }
    for (const node of snapshot._nodes) this.states.add(node.id)
    for (const t of event._transitions as unknown as TakenTransition[]) {
      this.states.add(t.source.id)
      const targets = t.target?.length ? t.target.map((n) => n.id) : [t.source.id]
      for (const target of targets) this.transitions.add(`${t.source.id} --${t.eventType}--> ${target}`)
    }
  }

  report() {
    const all = machineInventory(this.machine)
    const missingStates = [...all.states].filter((s) => !this.states.has(s))
    const missingTransitions = [...all.transitions].filter((t) => !this.transitions.has(t))
    const line = `${this.machine.id}: states ${all.states.size - missingStates.length}/${all.states.size}, transitions ${all.transitions.size - missingTransitions.length}/${all.transitions.size}`
    return { line, missingStates, missingTransitions }
  }
}

/** `npm run machines` asks for the coverage in a file (MACHINE_COVERAGE_FILE) to put it in docs/machines.md. */
export function recordCoverage(id: string, report: ReturnType<Coverage['report']>) {
  const file = process.env.MACHINE_COVERAGE_FILE
  if (!file) return
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {}
  const [, states, transitions] = /states (\d+\/\d+), transitions (\d+\/\d+)/.exec(report.line) ?? []
  all[id] = { states, transitions, missing: [...report.missingStates, ...report.missingTransitions] }
  writeFileSync(file, JSON.stringify(all, null, 2))
}

// ---------- branches: every guarded alternative and every eventless (`always`) transition ----------

interface BranchDefinition {
  source: { id: string }
  target?: readonly { id: string }[]
  eventType: string
  guard?: unknown
}
interface BranchNode {
  transitions: Map<string, BranchDefinition[]>
  always?: BranchDefinition[]
  states: Record<string, BranchNode>
}

const guardLabel = (guard: unknown): string => {
  if (guard === undefined) return ''
  if (typeof guard === 'string') return guard
  if (typeof guard === 'function') return guard.name || 'inline'
  const { type, params } = guard as { type?: string; params?: unknown }
  return `${type ?? 'inline'}${params !== undefined && typeof params !== 'function' ? JSON.stringify(params) : ''}`
}
const branchKey = (t: BranchDefinition) => {
  const guard = guardLabel(t.guard)
  const targets = t.target?.length ? t.target.map((n) => n.id).join(',') : t.source.id
  return `${t.source.id} --${t.eventType || 'always'}${guard ? ` [${guard}]` : ''}--> ${targets}`
}

/**
 * Every transition of a machine as written, one per guarded alternative, eventless ones included:
 * machineInventory (toDirectedGraph) merges alternatives with the same target and leaves out `always`.
 */
export function branchInventory(machine: AnyStateMachine) {
  const branches = new Set<string>()
  const visit = (node: BranchNode) => {
    for (const list of node.transitions.values()) for (const t of list) branches.add(branchKey(t))
    for (const t of node.always ?? []) branches.add(branchKey(t))
    Object.values(node.states).forEach(visit)
  }
  visit(machine.root as unknown as BranchNode)
  return branches
}

/** Like Coverage, per branch (see branchInventory). Pass `inspector` to createActor alongside Coverage's. */
export class BranchCoverage {
  readonly branches = new Set<string>()
  constructor(private readonly machine: AnyStateMachine) {}

  readonly inspector = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    for (const t of event._transitions as unknown as BranchDefinition[]) this.branches.add(branchKey(t))
  }

  report() {
    const all = branchInventory(this.machine)
    const missingBranches = [...all].filter((b) => !this.branches.has(b))
    return { line: `branches ${all.size - missingBranches.length}/${all.size}`, missingBranches }
  }
}

// ---------- the edge walk: every handled edge, by a shortest path, with full coverage checked ----------

/** One step of a walked path: the event sent and the state the graph says it leads to. */
export interface WalkStep<TState> {
  event: AnyEventObject
  state: TState
}

/**
 * A model-based walk of a machine: one test per handled edge (an event the state handles, or one
 * that changes it), each reached by a shortest path from the start and handed to `check` (which
 * replays it against a running actor, passing `inspect` to createActor); then one test that the
 * paths covered every state, transition and guarded branch. Call inside a `describe`.
 */
export function walkEveryEdge<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: { events: AnyEventObject[]; serializeState: (s: ReturnType<TMachine['transition']>) => string; input?: unknown },
  describeEvent: (e: AnyEventObject) => string,
  check: (steps: WalkStep<ReturnType<TMachine['transition']>>[], inspect: (e: InspectionEvent) => void) => void,
) {
  type Snap = ReturnType<TMachine['transition']>
  const coverage = new Coverage(machine)
  const branches = new BranchCoverage(machine)
  const inspect = (e: InspectionEvent) => {
    coverage.inspector(e)
    branches.inspector(e)
  }
  const graphOptions = options as unknown as NonNullable<Parameters<typeof getShortestPaths>[1]>
  const key = (s: unknown) => options.serializeState(s as Snap)
  const shortest = new Map(getShortestPaths(machine, graphOptions).map((p) => [key(p.state), p.steps]))
  const edges = adjacencyMapToArray(getAdjacencyMap(machine, graphOptions)).filter((e) => e.state.can(e.event) || key(e.state) !== key(e.nextState))
  for (const edge of edges) {
    const prefix = shortest.get(key(edge.state)) ?? []
    const steps = [...prefix, { event: edge.event, state: edge.nextState }].filter((s) => (s.event as AnyEventObject).type !== 'xstate.init') as unknown as WalkStep<Snap>[]
    it(`${steps.map((s) => describeEvent(s.event)).join(' → ')} ⇒ ${JSON.stringify((edge.nextState as { value: unknown }).value)}`, () => check(steps, inspect))
  }
  it('the walked paths cover every state, every transition and every guarded branch of the machine', () => expectFullCoverage(machine, coverage, branches))
}

/** Prints and records a walk's coverage, and fails on any state, transition or branch it missed. */
export function expectFullCoverage(machine: AnyStateMachine, coverage: Coverage, branches: BranchCoverage) {
  const { line, missingStates, missingTransitions } = coverage.report()
  const { line: branchLine, missingBranches } = branches.report()
  console.log(`[coverage] ${line}, ${branchLine}`)
  recordCoverage(machine.id, coverage.report())
  expect({ missingStates, missingTransitions, missingBranches }).toEqual({ missingStates: [], missingTransitions: [], missingBranches: [] })
}
