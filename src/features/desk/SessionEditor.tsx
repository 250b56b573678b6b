import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Field, type FieldInputProps, type FieldMetaState } from 'react-final-form'
import { useFieldErrorText } from '../../components/form/field-error'
import { type DeskProgramDay, type DeskSession, SessionEditBody, deskProgramEndpoints } from '../../../kernel/contract/desk-program'
import { CheckboxField } from '../../components/form/CheckboxField'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SelectField } from '../../components/form/SelectField'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { ApiError } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { fromVenueInput, toVenueInput } from './venue-input'

interface SessionForm {
  start: string
  end: string
  area_id: string
  ru_title: string
  en_title: string
  cancelled: boolean
  speaker_ids: string[]
}
const FIELDS = ['start_at', 'end_at', 'area_id', 'ru_title', 'en_title', 'cancelled', 'speaker_ids']
const validateBody = validateWith(SessionEditBody)

function bodyOf(v: SessionForm, timeZone: string) {
  return {
    start_at: fromVenueInput(v.start ?? '', timeZone) ?? '',
    end_at: fromVenueInput(v.end ?? '', timeZone) ?? '',
    area_id: Number(v.area_id),
    ru_title: v.ru_title ?? '',
    en_title: v.en_title ?? '',
    cancelled: v.cancelled === true,
    speaker_ids: (v.speaker_ids ?? []).map(Number),
  }
}

/** One session's time, hall, titles, speakers and "cancelled", saved through the program's road. */
export function SessionEditor({ session, day, onSaved }: { session: DeskSession; day: DeskProgramDay; onSaved: (s: DeskSession, version: number | null) => void }) {
  const { api } = useDesk()
  const { t } = useLingui()
  const id = useId()
  const [saved, setSaved] = useState('')
  const tz = day.timezone
  const initial: SessionForm = {
    start: toVenueInput(session.start_at, tz),
    end: toVenueInput(session.end_at, tz),
    area_id: String(session.area_id),
    ru_title: session.ru_title,
    en_title: session.en_title,
    cancelled: session.cancelled,
    speaker_ids: session.speaker_ids.map(String),
  }
  // Errors of start_at/end_at belong to the inputs the editor typed.
  const rename = (errors: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...errors }
    if ('start_at' in out) out.start = out.start_at
    if ('end_at' in out) out.end = out.end_at
    return out
  }
  return (
    <FormShell<SessionForm>
      initialValues={initial}
      validate={(v) => rename(validateBody(bodyOf(v, tz))) as Record<string, string>}
      onSubmit={async (values) => {
        setSaved('')
        try {
          const result = await api.call(deskProgramEndpoints.sessionSave, { params: { id: session.id }, body: bodyOf(values, tz) })
          setSaved(result.version ? t`Сохранено: версия программы ${result.version}` : t`Сохранено`)
          onSaved(result.session, result.version)
          return undefined
        } catch (error) {
          return rename(submissionErrors(error, FIELDS, error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось сохранить. Проверьте сеть и повторите.`) as Record<string, unknown>)
        }
      }}
    >
      <FormAlert />
      <div className="desk-row">
        <TimeField name="start" label={t`Начало`} />
        <TimeField name="end" label={t`Конец`} />
        <SelectField name="area_id" label={t`Зал`} options={day.halls.map((h) => ({ value: String(h.id), label: h.name }))} placeholder={t`Выберите зал`} />
      </div>
      <TextField name="ru_title" label={t`Название по-русски`} autoComplete="off" />
      <TextField name="en_title" label={t`Название по-английски`} autoComplete="off" optional />
      <Field<string[]> name="speaker_ids">
        {({ input }) => (
          <div className="field">
            <label htmlFor={`${id}-speakers`} className="field__label">
              <Trans>Спикеры (несколько — с Ctrl или Cmd)</Trans>
            </label>
            <select
              id={`${id}-speakers`}
              multiple
              size={6}
              className="field__input"
              value={input.value || []}
              onChange={(e) => input.onChange(Array.from(e.target.selectedOptions, (o) => o.value))}
            >
              {day.speakers.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </Field>
      <CheckboxField name="cancelled">
        <Trans>Сессия отменена</Trans>
      </CheckboxField>
      <SubmitButton pendingText={t`Сохраняем…`}>
        <Trans>Сохранить</Trans>
      </SubmitButton>
      <p role="status">{saved}</p>
    </FormShell>
  )
}

function TimeField({ name, label }: { name: string; label: string }) {
  const id = useId()
  return (
    <Field<string> name={name}>
      {({ input, meta }) => <TimeInput id={id} label={label} input={input} meta={meta} />}
    </Field>
  )
}

function TimeInput({ id, label, input, meta }: { id: string; label: string; input: FieldInputProps<string>; meta: FieldMetaState<string> }) {
  const error = useFieldErrorText(meta)
  return (
          <div className={error ? 'field field--invalid' : 'field'}>
            <label htmlFor={id} className="field__label">
              {label}
            </label>
            <input {...input} id={id} type="datetime-local" className="field__input" aria-invalid={error ? true : undefined} aria-describedby={`${id}-error`} />
            <p id={`${id}-error`} className="field__error">
              {error ?? ''}
            </p>
          </div>
  )
}
