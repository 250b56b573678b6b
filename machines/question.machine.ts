import { setup } from 'xstate'
import type { ModerationAction, QuestionState } from '../kernel/contract/questions'

/**
 * A question's moderation, written out state by state; the server enforces the contract's table
 * (MODERATION), and the model-based test walks this machine against it: a question is asked into `pending` when its session's questions wait for
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
    pending: { on: { approve: 'open', hide: 'hidden' } },
    open: { on: { pin: 'pinned', answer: 'answered', hide: 'hidden' } },
    pinned: { on: { unpin: 'open', answer: 'answered', hide: 'hidden' } },
    answered: { on: { reopen: 'open', hide: 'hidden' } },
    hidden: { on: { show: 'open' } },
  },
})

/** The moderation actions the machine accepts for a question in `state`, in its order. */
export const moderationActions = (state: QuestionState): ModerationAction[] =>
  Object.keys(questionMachine.getStateNodeById(`question.${state}`).on) as ModerationAction[]

/** Where an action leads from `state` (null: not allowed), by the machine itself. */
export function afterModeration(state: QuestionState, action: ModerationAction): QuestionState | null {
  const next = questionMachine.getStateNodeById(`question.${state}`).on[action]?.[0]?.target?.[0]?.key
  return (next as QuestionState | undefined) ?? null
}
