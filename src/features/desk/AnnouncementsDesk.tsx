import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Field } from 'react-final-form'
import { ANNOUNCEMENT_MAX_LENGTH } from '../../../kernel/constants'
import { DeskAnnouncementBody, deskAnnouncementEndpoints } from '../../../kernel/contract/desk-announcements'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextAreaField } from '../../components/form/TextAreaField'
import { submissionErrors } from '../../components/form/submission'
import { validateWith } from '../../components/form/validate'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { EmptyState } from '../../components/states/EmptyState'
import { ApiError } from '../../lib/api/errors'
import { formatAuditTime } from './audit-format'
import { useDesk } from './desk-context'
import { useDeskLoad } from './use-desk-load'

interface AnnouncementForm {
  ru: string
  en: string
  ends: string
}
const validateBody = validateWith(DeskAnnouncementBody)
const bodyOf = (v: AnnouncementForm) => ({ ru: v.ru ?? '', en: v.en ?? '', ends_at: v.ends && !Number.isNaN(Date.parse(v.ends)) ? new Date(v.ends).toISOString() : null })

/** /desk/announcements: write one in both languages (shown on every open page at once), and the day's list. */
export function AnnouncementsDesk() {
  const { api } = useDesk()
  const { t, i18n } = useLingui()
  const { state, retry, replace } = useDeskLoad(() => api.call(deskAnnouncementEndpoints.announcements), 'announcements')
  const [done, setDone] = useState('')
  return (
    <>
      <PageHead title={<Trans>Объявления</Trans>} lead={<Trans>Объявление сразу появляется вверху всех открытых страниц сайта и держится до указанного времени (без него — до конца дня на площадке).</Trans>} />
      <FormShell<AnnouncementForm>
        validate={(v) => validateBody(bodyOf(v))}
        onSubmit={async (values, form) => {
          setDone('')
          try {
            const made = await api.call(deskAnnouncementEndpoints.announce, { body: bodyOf(values) })
            if (state.status === 'ready') replace([made, ...state.data])
            setDone(t`Объявление опубликовано`)
            setTimeout(() => form.restart(), 0)
            return undefined
          } catch (error) {
            return submissionErrors(error, ['ru', 'en', 'ends_at'], error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось сохранить. Проверьте сеть и повторите.`)
          }
        }}
      >
        <FormAlert />
        <TextAreaField name="ru" label={t`Текст по-русски`} max={ANNOUNCEMENT_MAX_LENGTH} />
        <TextAreaField name="en" label={t`Текст по-английски`} max={ANNOUNCEMENT_MAX_LENGTH} />
        <label className="field">
          <span className="field__label">
            <Trans>Показывать до (необязательно)</Trans>
          </span>
          <Field<string> name="ends" component="input" type="datetime-local" className="field__input" />
        </label>
        <SubmitButton pendingText={t`Публикуем…`}>
          <Trans>Опубликовать</Trans>
        </SubmitButton>
        <p role="status">{done}</p>
      </FormShell>
      <section aria-labelledby="desk-announcements-today">
        <h2 id="desk-announcements-today">
          <Trans>Сегодня</Trans>
        </h2>
        {state.status === 'loading' ? <BlockLoading /> : null}
        {state.status === 'failed' ? (
          <BlockFailed onRetry={retry}>
            <Trans>Не удалось загрузить объявления.</Trans>
          </BlockFailed>
        ) : null}
        {state.status === 'ready' && state.data.length === 0 ? <EmptyState title={t`Сегодня объявлений не было`} /> : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          <ul className="desk-sessions">
            {state.data.map((a) => (
              <li key={a.id} className="desk-session">
                <p>{a.text.ru}</p>
                <p lang="en" className="muted">
                  {a.text.en}
                </p>
                <p className="muted">{t`С ${formatAuditTime(a.created_at, i18n.locale)} до ${formatAuditTime(a.ends_at, i18n.locale)}`}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  )
}
