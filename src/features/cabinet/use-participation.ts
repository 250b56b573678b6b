import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { isConnectionError, isUnauthorizedError } from '../../../machines/errors'
import { apiErrorCode } from '../../lib/api/errors'
import { useAuthServices } from '../../session/use-session'

export type Notice = { kind: 'ok' | 'error'; text: string } | null

/**
 * Signing up for a session and refusing (§7 /api/user/meeting/{id}), with the spec's success
 * messages (§8). The site shows its own translated texts, not the server's `message`.
 */
export function useParticipation(meetingId: number, initial: string | null, onChange?: (participation: string | null) => void) {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const [participation, setParticipation] = useState(initial)
  // A new value from the page (its read arrived): start from it, as React derives state from props.
  const [given, setGiven] = useState(initial)
  if (given !== initial) {
    setGiven(initial)
    setParticipation(initial)
  }
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice>(null)

  async function change(join: boolean) {
    setBusy(true)
    setNotice(null)
    try {
      const result = await account.call('participation', {
        params: { id: meetingId },
        body: { type_of_participation: join ? 'participant' : 'none' },
      })
      setParticipation(result.participation)
      onChange?.(result.participation)
      setNotice({ kind: 'ok', text: join ? t`Вы зарегистрированы на мероприятие` : t`Вы отказались от участия` })
    } catch (error) {
      // A 401 hands over to the relogin routine: nothing to say here.
      if (isUnauthorizedError(error)) return
      setNotice({
        kind: 'error',
        text:
          apiErrorCode(error) === 'speaker_session'
            ? t`Вы выступаете на этой сессии: чтобы отказаться, свяжитесь с организаторами.`
            : isConnectionError(error)
              ? t`Ошибка соединения с сервером`
              : join
                ? t`Не удалось записаться на участие. Попробуйте ещё раз.`
                : t`Не удалось отказаться от участия. Попробуйте ещё раз.`,
      })
    } finally {
      setBusy(false)
    }
  }

  return { participation, busy, notice, join: () => change(true), refuse: () => change(false) }
}
