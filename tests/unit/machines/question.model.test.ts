/**
 * The question's moderation machine (written out state by state): every state and transition walked,
 * approval on and off, each step checked against the table the server enforces (MODERATION).
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { MODERATION, MODERATION_ACTIONS, QUESTION_STATES, type QuestionState } from '../../../kernel/contract/questions'
import { afterModeration, moderationActions, questionMachine } from '../../../machines/question.machine'
import { BranchCoverage, Coverage, recordCoverage } from './model'

const coverage = new Coverage(questionMachine)
const branches = new BranchCoverage(questionMachine)
const inspect = (e: Parameters<Coverage['inspector']>[0]) => {
  coverage.inspector(e)
  branches.inspector(e)
}
const events = MODERATION_ACTIONS.map((type) => ({ type }))
const reached = new Set<string>()

describe('question moderation machine: every state reached, every action tried from every state', () => {
  for (const approval of [false, true]) {
    describe(approval ? 'the session approves questions first' : 'questions are published at once', () => {
      const paths = getShortestPaths(questionMachine, { events, input: { approval } })
      it(`a new question starts ${approval ? 'pending' : 'open'}`, () => {
        const actor = createActor(questionMachine, { input: { approval }, inspect }).start()
        expect(actor.getSnapshot().value).toBe(approval ? 'pending' : 'open')
        actor.stop()
      })
      for (const path of paths) {
        const from = path.state.value as QuestionState
        reached.add(from)
        for (const action of MODERATION_ACTIONS) {
          it(`${from} --${action}--> ${MODERATION[from][action] ?? '(refused)'}`, () => {
            const actor = createActor(questionMachine, { input: { approval }, inspect }).start()
            for (const step of path.steps) if (!step.event.type.startsWith('xstate.')) actor.send(step.event)
            expect(actor.getSnapshot().value).toBe(from)
            actor.send({ type: action })
            // A refused action leaves the question as it was; the server answers 409 for it.
            expect(actor.getSnapshot().value).toBe(MODERATION[from][action] ?? from)
            expect(afterModeration(from, action)).toBe(MODERATION[from][action] ?? null)
            expect(moderationActions(from).includes(action)).toBe(MODERATION[from][action] !== undefined)
            actor.stop()
          })
        }
      }
    })
  }

  it('pending is reached only when the session approves questions first', () => {
    const without = getShortestPaths(questionMachine, { events, input: { approval: false } }).map((p) => p.state.value)
    expect(without).not.toContain('pending')
  })

  it('the walked paths cover every state, every transition and every guarded branch', () => {
    expect([...reached].sort()).toEqual([...QUESTION_STATES].sort())
    const report = coverage.report()
    const branchReport = branches.report()
    console.log(`[coverage] ${report.line}, ${branchReport.line}`)
    recordCoverage(questionMachine.id, report)
    expect({ missingStates: report.missingStates, missingTransitions: report.missingTransitions, missingBranches: branchReport.missingBranches }).toEqual({
      missingStates: [],
      missingTransitions: [],
      missingBranches: [],
    })
  })
})
