/** The question's moderation machine: every state and transition walked; it agrees with the server's table. */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { MODERATION, MODERATION_ACTIONS, QUESTION_STATES } from '../../../kernel/contract/questions'
import { afterModeration, moderationActions, questionMachine } from '../../../machines/question.machine'
import { Coverage, recordCoverage } from './model'

const coverage = new Coverage(questionMachine)
const events = MODERATION_ACTIONS.map((type) => ({ type }))

describe('question moderation machine: every state reached, every action tried from every state', () => {
  const paths = getShortestPaths(questionMachine, { events })
  for (const path of paths) {
    for (const action of MODERATION_ACTIONS) {
      const from = path.state.value as (typeof QUESTION_STATES)[number]
      it(`${from} --${action}--> ${MODERATION[from][action] ?? '(refused)'}`, () => {
        const actor = createActor(questionMachine, { inspect: coverage.inspector }).start()
        for (const step of path.steps) if ((step.event.type as string) !== 'xstate.init') actor.send(step.event)
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

  it('the walked paths cover every state and every transition', () => {
    expect(paths.map((p) => p.state.value).sort()).toEqual([...QUESTION_STATES].sort())
    const report = coverage.report()
    console.log(`[coverage] ${report.line}`)
    recordCoverage(questionMachine.id, report)
    expect({ missingStates: report.missingStates, missingTransitions: report.missingTransitions }).toEqual({ missingStates: [], missingTransitions: [] })
  })
})
