import { useCallback, useEffect, useState } from 'react'
import { EVENT_ID } from '../../../../kernel/constants'
import type { AccountMeeting } from '../../../../kernel/contract/account'
import { useAuthServices } from '../../../session/use-session'

export type AccountMeetingState = { status: 'loading' } | { status: 'ready'; meeting: AccountMeeting | null } | { status: 'failed' }

/**
 * What is personal about one session (stream URL, participation) from the account API. A
 * secondary block of a public page: loaded by the block, so the page never waits for it and a
 * failure stays inside the block.
 */
export function useAccountMeeting(id: number) {
  const { account } = useAuthServices()
  const [state, setState] = useState<AccountMeetingState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    account.call('meetings', { query: { event_id: EVENT_ID, meeting_ids: [id] }, signal: controller.signal }).then(
      (list) => setState({ status: 'ready', meeting: list.find((m) => m.id === id) ?? null }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [account, id, attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { state, retry }
}
