import { fromPromise } from 'xstate'
import { eventRegistrationMachine } from '../../../../machines/event-registration.machine'
import type { Draft } from '../../../../machines/event-registration.rules'
import type { AccountApi } from '../../../lib/api/account'
import { clearDraft, writeDraft } from './draft-storage'

/** The wizard's real effects (house style 6): the draft in localStorage and the account API. */
export function provideWizardEffects(account: AccountApi, email: () => string | null) {
  return eventRegistrationMachine.provide({
    actions: {
      saveDraft: (_, { draft, step }) => writeDraft(email(), draft, step),
      clearDraft: () => clearDraft(),
    },
    actors: {
      registerForEvent: fromPromise<unknown, { draft: Draft }>(({ input, signal }) =>
        account.call('registerForEvent', { body: input.draft, signal }),
      ),
    },
  })
}
