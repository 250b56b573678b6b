import { setup } from 'xstate'
import { MODERATION, type ModerationAction, QUESTION_STATES, type QuestionState } from '../kernel/contract/questions'

/**
 * A question's moderation, built from the contract's one table (MODERATION), which the server
 * also enforces: a question is asked into `pending` when its session's questions wait for
 * approval, else into `open`; pending → approved (open) or hidden; open → pinned (the one being
 * answered now) → answered; any → hidden; back again. The client offers a moderator only the
 * actions this machine accepts in the question's state.
 */
export type QuestionModerationEvent = { type: ModerationAction }
export interface QuestionInput {
  /** The session's questions wait for a moderator's approval (QuestionList.approval). */
  approval: boolean
}

export const questionMachine = setup({
  types: { events: {} as QuestionModerationEvent, input: {} as QuestionInput, context: {} as QuestionInput },
  guards: { waitsForApproval: ({ context }) => context.approval },
}).createMachine({
  id: 'question',
  context: ({ input }) => ({ approval: input.approval }),
  initial: 'asked',
  states: {
    // Passed through at once: where the server puts a new question.
    asked: { always: [{ guard: 'waitsForApproval', target: 'pending' }, { target: 'open' }] },
    ...Object.fromEntries(
      QUESTION_STATES.map((state) => [
        state,
        { on: Object.fromEntries(Object.entries(MODERATION[state]).map(([action, to]) => [action, { target: to }])) },
      ]),
    ),
  },
})

/** The moderation actions offered for a question in `state`, in the table's order. */
export const moderationActions = (state: QuestionState): ModerationAction[] => Object.keys(MODERATION[state]) as ModerationAction[]

/** Where an action leads from `state` (null: not allowed), by the machine itself. */
export function afterModeration(state: QuestionState, action: ModerationAction): QuestionState | null {
  const next = questionMachine.getStateNodeById(`question.${state}`).on[action]?.[0]?.target?.[0]?.key
  return (next as QuestionState | undefined) ?? null
}
