import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { type DeskSpeaker, SpeakerBody, deskSpeakerEndpoints } from '../../../kernel/contract/desk-speakers'
import { CheckboxField } from '../../components/form/CheckboxField'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { ApiError } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { PictureField } from './news-parts'
import { useDeskLoad } from './use-desk-load'

const validateBody = validateWith(SpeakerBody)
const FIELDS = Object.keys(SpeakerBody.schema)

/** /desk/speakers: each speaker's photo, names in both languages, position, organization, "on main". */
export function SpeakersDesk() {
  const { api } = useDesk()
  const { t } = useLingui()
  const { state, retry, replace } = useDeskLoad(() => api.call(deskSpeakerEndpoints.speakers), 'speakers')
  const [open, setOpen] = useState<number | null>(null)
  const [filter, setFilter] = useState('')
  if (state.status === 'loading') return <BlockLoading />
  if (state.status === 'failed') {
    return (
      <BlockFailed onRetry={retry}>
        <Trans>Не удалось загрузить спикеров.</Trans>
      </BlockFailed>
    )
  }
  const shown = state.data.filter((s) => `${s.ru_firstname} ${s.ru_lastname} ${s.en_firstname} ${s.en_lastname}`.toLowerCase().includes(filter.trim().toLowerCase())).slice(0, 100)
  return (
    <>
      <PageHead title={<Trans>Спикеры</Trans>} />
      <label className="field">
        <span className="field__label">
          <Trans>Найти по имени</Trans>
        </span>
        <input className="field__input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      <ul className="desk-sessions">
        {shown.map((s) => (
          <li key={s.id} className="desk-session">
            <div className="desk-session__head">
              <strong>
                {s.ru_firstname} {s.ru_lastname}
              </strong>
              {s.on_main ? <span className="desk-state">{t`На главной`}</span> : null}
              <button type="button" className="button button--ghost" aria-expanded={open === s.id} onClick={() => setOpen(open === s.id ? null : s.id)}>
                {open === s.id ? t`Закрыть` : t`Изменить`}
                <span className="visually-hidden">
                  : {s.ru_firstname} {s.ru_lastname}
                </span>
              </button>
            </div>
            {open === s.id ? <SpeakerForm speaker={s} onSaved={(saved) => replace(state.data.map((x) => (x.id === saved.id ? saved : x)))} /> : null}
          </li>
        ))}
      </ul>
    </>
  )
}

function SpeakerForm({ speaker, onSaved }: { speaker: DeskSpeaker; onSaved: (s: DeskSpeaker) => void }) {
  const { api } = useDesk()
  const { t } = useLingui()
  const [done, setDone] = useState('')
  const { id, ...initial } = speaker
  return (
    <FormShell<Omit<DeskSpeaker, 'id'>>
      initialValues={initial}
      validate={(v) => validateBody({ ...v, on_main: v.on_main === true, photo: v.photo ?? null })}
      onSubmit={async (v) => {
        setDone('')
        try {
          onSaved(await api.call(deskSpeakerEndpoints.speakerSave, { params: { id }, body: { ...v, on_main: v.on_main === true, photo: v.photo ?? null } }))
          setDone(t`Сохранено`)
          return undefined
        } catch (error) {
          return submissionErrors(error, FIELDS, error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось сохранить. Проверьте сеть и повторите.`)
        }
      }}
    >
      <FormAlert />
      <PictureField name="photo" label={t`Фото`} />
      <div className="desk-row">
        <TextField name="ru_firstname" label={t`Имя`} autoComplete="off" />
        <TextField name="ru_lastname" label={t`Фамилия`} autoComplete="off" />
      </div>
      <TextField name="ru_position" label={t`Должность`} autoComplete="off" optional />
      <TextField name="ru_organization" label={t`Организация`} autoComplete="off" optional />
      <div className="desk-row" lang="en">
        <TextField name="en_firstname" label={t`Имя по-английски`} autoComplete="off" optional />
        <TextField name="en_lastname" label={t`Фамилия по-английски`} autoComplete="off" optional />
      </div>
      <TextField name="en_position" label={t`Должность по-английски`} autoComplete="off" optional />
      <TextField name="en_organization" label={t`Организация по-английски`} autoComplete="off" optional />
      <CheckboxField name="on_main">
        <Trans>Показывать на главной</Trans>
      </CheckboxField>
      <SubmitButton pendingText={t`Сохраняем…`}>
        <Trans>Сохранить</Trans>
      </SubmitButton>
      <p role="status">{done}</p>
    </FormShell>
  )
}
