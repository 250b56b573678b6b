import { createMachine } from 'xstate'
import { MODERATION, type ModerationAction, QUESTION_STATES, type QuestionState } from '../kernel/contract/questions'

/**
 * A question's moderation, built from the contract's one table (MODERATION), which the server
 * also enforces: open → pinned (the one being answered now) → answered; any → hidden; back again.
 * The client offers a moderator only the actions this machine accepts in the question's state.
 */
export type QuestionModerationEvent = { type: ModerationAction }

export const questionMachine = createMachine({
  id: 'question',
  types: { events: {} as QuestionModerationEvent },
  initial: 'open',
  states: Object.fromEntries(
    QUESTION_STATES.map((state) => [
      state,
      { on: Object.fromEntries(Object.entries(MODERATION[state]).map(([action, to]) => [action, { target: to }])) },
    ]),
  ),
})

/** The moderation actions offered for a question in `state`, in the table's order. */
export const moderationActions = (state: QuestionState): ModerationAction[] => Object.keys(MODERATION[state]) as ModerationAction[]

/** Where an action leads from `state` (null: not allowed), by the machine itself. */
export function afterModeration(state: QuestionState, action: ModerationAction): QuestionState | null {
  const next = questionMachine.getStateNodeById(`question.${state}`).on[action]?.[0]?.target?.[0]?.key
  return (next as QuestionState | undefined) ?? null
}
