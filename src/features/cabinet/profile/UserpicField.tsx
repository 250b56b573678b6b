import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import type { User } from '../../../../kernel/contract/account'
import { isConnectionError, isUnauthorizedError } from '../../../../machines/errors'
import { apiErrorCode, apiErrorStatus } from '../../../lib/api/errors'
import { useAuthServices } from '../../../session/use-session'
import { type UserpicProblem, uploadUserpic, userpicProblem } from './upload-userpic'

type State = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'done' } | { kind: 'error'; text: string }

/**
 * The userpic (§3) with its own upload, apart from the form: chosen, checked at once (§5: at most
 * 5 MB, an image) and sent with a progress bar. A refused file is never sent.
 */
export function UserpicField({ userpic, initials, onUploaded }: { userpic: string | null; initials: string; onUploaded: (user: User) => void }) {
  const { t } = useLingui()
  const { account } = useAuthServices()
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const upload = useRef<AbortController | null>(null)
  useEffect(() => () => upload.current?.abort(), [])

  const uploaded = (percent: number) => t`Загружено ${percent}%`
  const problemText = (problem: UserpicProblem) =>
    problem === 'tooLarge' ? t`Файл слишком большой. Выберите файл размером до 5 МБ.` : t`Можно загрузить только изображение в формате PNG, JPEG, WebP или GIF.`

  async function onChange(input: HTMLInputElement) {
    const file = input.files?.[0]
    // The same file may be chosen again after a fix elsewhere.
    input.value = ''
    if (!file) return
    const problem = userpicProblem(file)
    if (problem) return setState({ kind: 'error', text: problemText(problem) })
    upload.current?.abort()
    upload.current = new AbortController()
    setState({ kind: 'uploading', percent: 0 })
    try {
      const user = await uploadUserpic(account, file, (f) => setState({ kind: 'uploading', percent: Math.round(f * 100) }), upload.current.signal)
      setState({ kind: 'done' })
      onUploaded(user)
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return
      if (isUnauthorizedError(error)) return setState({ kind: 'idle' })
      const code = apiErrorCode(error)
      setState({
        kind: 'error',
        text:
          apiErrorStatus(error) === 413 || code === 'file_too_large'
            ? problemText('tooLarge')
            : code === 'unsupported_file'
              ? problemText('notImage')
              : isConnectionError(error)
                ? t`Ошибка соединения с сервером`
                : t`Не удалось загрузить фотографию. Попробуйте ещё раз.`,
      })
    }
  }

  return (
    <div className="userpic">
      <div className="userpic__image">
        {userpic ? <img src={userpic} alt={t`Ваша фотография`} width={112} height={112} /> : <span aria-hidden="true">{initials}</span>}
      </div>
      <div className="userpic__controls">
        <h2 className="userpic__title">
          <Trans>Фотография</Trans>
        </h2>
        {/* The native file input says "Choose file" in the browser's language: a styled label speaks ours. */}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="visually-hidden userpic__input"
          aria-describedby={`${id}-hint ${id}-status`}
          disabled={state.kind === 'uploading'}
          onChange={(event) => void onChange(event.currentTarget)}
        />
        <label htmlFor={id} className="button button--ghost userpic__choose" aria-disabled={state.kind === 'uploading' || undefined}>
          {userpic ? <Trans>Заменить фотографию</Trans> : <Trans>Загрузить фотографию</Trans>}
        </label>
        <p id={`${id}-hint`} className="field__hint">
          <Trans>PNG, JPEG, WebP или GIF, до 5 МБ.</Trans>
        </p>
        {state.kind === 'uploading' ? <progress className="userpic__progress" max={100} value={state.percent} aria-label={t`Загрузка фотографии`} /> : null}
        <p id={`${id}-status`} className={state.kind === 'error' ? 'field__error' : 'userpic__status'} role="status">
          {state.kind === 'uploading'
            ? uploaded(state.percent)
            : state.kind === 'done'
              ? t`Фотография обновлена`
              : state.kind === 'error'
                ? state.text
                : ''}
        </p>
      </div>
    </div>
  )
}
