import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Field } from 'react-final-form'
import { WEBHOOK_EVENTS, type WebhookDelivery, type WebhookEndpoint, type WebhookEventType, webhookEndpoints } from '../../../kernel/contract/webhooks'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField, withoutSpaces } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import type { FieldError } from '../../components/form/validate'
import { useLang } from '../../i18n/use-lang'
import { ApiError } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { useDeskLoad } from './use-desk-load'

/** The address, and one checkbox per event (`checkin_created`: final-form reads dots as paths). */
type Values = { url?: string } & Record<string, string | boolean | undefined>
const field = (event: WebhookEventType) => event.replace('.', '_')

/** /desk/webhooks (admin): the endpoints told of events, and each delivery with its answer. */
export function WebhooksPage() {
  const { api } = useDesk()
  const { t } = useLingui()
  const lang = useLang()
  const { state, retry, replace } = useDeskLoad(() => api.call(webhookEndpoints.list), 'webhooks')
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const [notice, setNotice] = useState('')
  const failText = (error: unknown) => (error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось сохранить. Проверьте сеть и повторите.`)
  const put = (endpoint: WebhookEndpoint) => state.status === 'ready' && replace(state.data.map((e) => (e.id === endpoint.id ? endpoint : e)))

  function validate(values: Values): Record<string, FieldError> {
    const errors: Record<string, FieldError> = {}
    if (!/^https:\/\/\S+$/.test(values.url ?? '')) errors.url = t`Нужен адрес https://…`
    if (!WEBHOOK_EVENTS.some((e) => values[field(e)] === true)) errors.events = t`Выберите хотя бы одно событие`
    return errors
  }

  async function toggle(endpoint: WebhookEndpoint) {
    setNotice('')
    try {
      put(await api.call(webhookEndpoints.setEnabled, { params: { id: endpoint.id }, body: { enabled: !endpoint.enabled } }))
      setNotice(endpoint.enabled ? t`Вебхук выключен: ${endpoint.url}` : t`Вебхук включён: ${endpoint.url}`)
    } catch (error) {
      setNotice(failText(error))
    }
  }

  return (
    <>
      <PageHead
        title={<Trans>Вебхуки</Trans>}
        lead={<Trans>Сайт сообщает программе команды о событиях: запросом POST с подписанным JSON на её адрес https. Неудачные доставки повторяются сутки; адрес, который так и не отвечает, выключается, и администраторы получают письмо.</Trans>}
      />
      <section aria-labelledby="desk-hooks-new">
        <h2 id="desk-hooks-new">
          <Trans>Новый вебхук</Trans>
        </h2>
        <FormShell<Values>
          validate={validate}
          onSubmit={async (values, form) => {
            setNotice('')
            setSecret(null)
            try {
              const events = WEBHOOK_EVENTS.filter((e) => values[field(e)] === true)
              const made = await api.call(webhookEndpoints.create, { body: { url: typeof values.url === 'string' ? values.url : '', events } })
              if (state.status === 'ready') replace([...state.data, made.endpoint])
              setSecret({ url: made.endpoint.url, secret: made.secret })
              setTimeout(() => form.restart({}), 0)
              return undefined
            } catch (error) {
              return submissionErrors(error, ['url', 'events'], failText(error))
            }
          }}
        >
          <FormAlert />
          <TextField name="url" label={t`Адрес приёмника`} autoComplete="off" inputMode="url" parse={withoutSpaces} />
          <fieldset className="desk-scopes">
            <legend>
              <Trans>События</Trans>
            </legend>
            {WEBHOOK_EVENTS.map((event) => (
              <Field key={event} name={field(event)} type="checkbox">
                {({ input }) => (
                  <label className="checkbox">
                    <input {...input} type="checkbox" className="checkbox__input" />
                    <code className="checkbox__label">{event}</code>
                  </label>
                )}
              </Field>
            ))}
            <Field name="events" subscription={{ error: true, submitFailed: true }}>
              {({ meta }) => (meta.submitFailed && typeof meta.error === 'string' ? <p className="field__error">{meta.error}</p> : null)}
            </Field>
          </fieldset>
          <SubmitButton pendingText={t`Проверяем адрес…`}>
            <Trans>Добавить</Trans>
          </SubmitButton>
        </FormShell>
      </section>
      {secret ? (
        <section className="desk-secret" aria-labelledby="desk-hooks-secret" role="status">
          <h2 id="desk-hooks-secret">
            <Trans>Секрет подписи для {secret.url}</Trans>
          </h2>
          <p>
            <Trans>Скопируйте его сейчас: больше он показан не будет. Приёмник проверяет им заголовок webhook-signature.</Trans>
          </p>
          <code className="desk-secret__value">{secret.secret}</code>
        </section>
      ) : null}
      <p role="status" className="desk__notice">
        {notice}
      </p>
      <section aria-labelledby="desk-hooks-list">
        <h2 id="desk-hooks-list">
          <Trans>Вебхуки</Trans>
        </h2>
        {state.status === 'loading' ? <BlockLoading /> : null}
        {state.status === 'failed' ? (
          <BlockFailed onRetry={retry}>
            <Trans>Не удалось загрузить список.</Trans>
          </BlockFailed>
        ) : null}
        {state.status === 'ready' && state.data.length === 0 ? (
          <p className="muted">
            <Trans>Вебхуков пока нет.</Trans>
          </p>
        ) : null}
        {state.status === 'ready'
          ? state.data.map((endpoint) => (
              <article key={endpoint.id} className="desk-hook">
                <h3 className="desk-hook__url">{endpoint.url}</h3>
                <p className="muted">
                  {endpoint.events.join(', ')} ·{' '}
                  {endpoint.enabled ? (
                    <Trans>включён</Trans>
                  ) : endpoint.disabled_reason === 'failing' ? (
                    <Trans>выключен: адрес не отвечал</Trans>
                  ) : (
                    <Trans>выключен</Trans>
                  )}
                </p>
                <div className="desk-row">
                  <button type="button" className="button button--ghost" onClick={() => void toggle(endpoint)}>
                    {endpoint.enabled ? <Trans>Выключить</Trans> : <Trans>Включить</Trans>}
                  </button>
                  <button type="button" className="button button--ghost" aria-expanded={open === endpoint.id} onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}>
                    <Trans>Доставки</Trans>
                  </button>
                </div>
                {open === endpoint.id ? <Deliveries endpointId={endpoint.id} lang={lang} /> : null}
              </article>
            ))
          : null}
      </section>
    </>
  )
}

function Deliveries({ endpointId, lang }: { endpointId: number; lang: string }) {
  const { api } = useDesk()
  const { t } = useLingui()
  const { state, retry, replace } = useDeskLoad(() => api.call(webhookEndpoints.deliveries, { params: { id: endpointId } }), `deliveries ${endpointId}`)
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'short', timeStyle: 'medium' }) : '—')
  const stateName: Record<WebhookDelivery['state'], string> = { pending: t`в очереди`, retrying: t`повторим`, delivered: t`доставлено`, failed: t`не доставлено` }
  async function again(d: WebhookDelivery) {
    const updated = await api.call(webhookEndpoints.sendAgain, { params: { id: d.id } }).catch(() => null)
    if (updated && state.status === 'ready') replace(state.data.map((x) => (x.id === updated.id ? updated : x)))
  }
  if (state.status === 'loading') return <BlockLoading />
  if (state.status === 'failed') return <BlockFailed onRetry={retry}><Trans>Не удалось загрузить доставки.</Trans></BlockFailed>
  if (state.data.length === 0) return <p className="muted"><Trans>Доставок пока не было.</Trans></p>
  return (
    <div className="desk-table__wrap">
      <table className="desk-table">
        <thead>
          <tr>
            <th scope="col"><Trans>Событие</Trans></th>
            <th scope="col"><Trans>Когда</Trans></th>
            <th scope="col"><Trans>Состояние</Trans></th>
            <th scope="col"><Trans>Ответ</Trans></th>
            <th scope="col"><span className="visually-hidden"><Trans>Действие</Trans></span></th>
          </tr>
        </thead>
        <tbody>
          {state.data.map((d) => (
            <tr key={d.id}>
              <td><code>{d.type}</code></td>
              <td>{when(d.created_at)}</td>
              <td>
                {stateName[d.state]} ({d.attempts}){d.state === 'retrying' ? ` · ${when(d.next_attempt_at)}` : ''}
              </td>
              <td className="desk-hook__answer">{d.last_status ?? '—'} {d.last_answer ?? ''}</td>
              <td>
                <button type="button" className="button button--ghost" onClick={() => void again(d)}>
                  <Trans>Отправить снова</Trans>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
