import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Field } from 'react-final-form'
import { TOKEN_SCOPES, type ApiToken, type TokenScope, tokenEndpoints } from '../../../kernel/contract/tokens'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { FormAlert } from '../../components/form/FormAlert'
import { FormShell } from '../../components/form/FormShell'
import { SubmitButton } from '../../components/form/SubmitButton'
import { TextField } from '../../components/form/TextField'
import { submissionErrors } from '../../components/form/submission'
import type { FieldError } from '../../components/form/validate'
import { useLang } from '../../i18n/use-lang'
import { ApiError } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { SCOPE_LABELS } from './token-scopes'
import { useDeskLoad } from './use-desk-load'

type Values = { name?: string; expires_on?: string } & Partial<Record<TokenScope, boolean>>

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** /desk/tokens (admin): API tokens for the team's tools; a new one's secret is shown once. */
export function TokensPage() {
  const { api } = useDesk()
  const { t, i18n } = useLingui()
  const lang = useLang()
  const { state, retry, replace } = useDeskLoad(() => api.call(tokenEndpoints.list), 'tokens')
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null)
  const [notice, setNotice] = useState('')
  // The page's moment, to tell expired tokens (the list is read once per visit).
  const [now] = useState(() => Date.now())
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—')
  const failText = (error: unknown) => (error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось сохранить. Проверьте сеть и повторите.`)

  function validate(values: Values): Record<string, FieldError> {
    const errors: Record<string, FieldError> = {}
    if (!values.name?.trim()) errors.name = t`Назовите токен: кто или что им пользуется`
    if (!TOKEN_SCOPES.some((s) => values[s])) errors.scopes = t`Выберите хотя бы одно право`
    if (!values.expires_on) errors.expires_on = t`Укажите, до какого дня токен действует`
    return errors
  }

  async function revoke(token: ApiToken) {
    setNotice('')
    try {
      const revoked = await api.call(tokenEndpoints.revoke, { params: { id: token.id } })
      if (state.status === 'ready') replace(state.data.map((x) => (x.id === revoked.id ? revoked : x)))
      setNotice(t`Токен «${token.name}» отозван: он больше не работает`)
    } catch (error) {
      setNotice(failText(error))
    }
  }

  return (
    <>
      <PageHead
        title={<Trans>Токены API</Trans>}
        lead={<Trans>Токен даёт программе команды (CRM, боту, печати бейджей) только выбранные права и только до указанного дня. Каждый вызов с токеном попадает в журнал изменений под его именем.</Trans>}
      />
      <section aria-labelledby="desk-tokens-new">
        <h2 id="desk-tokens-new">
          <Trans>Новый токен</Trans>
        </h2>
        <FormShell<Values>
          validate={validate}
          initialValues={{ expires_on: inDays(90) }}
          onSubmit={async (values, form) => {
            setNotice('')
            setSecret(null)
            try {
              const scopes = TOKEN_SCOPES.filter((s) => values[s])
              const made = await api.call(tokenEndpoints.create, { body: { name: values.name ?? '', scopes, expires_on: values.expires_on ?? '' } })
              if (state.status === 'ready') replace([made.token, ...state.data])
              setSecret({ name: made.token.name, secret: made.secret })
              setTimeout(() => form.restart({ expires_on: inDays(90) }), 0)
              return undefined
            } catch (error) {
              return submissionErrors(error, ['name', 'scopes', 'expires_on'], failText(error))
            }
          }}
        >
          <FormAlert />
          <TextField name="name" label={t`Название`} autoComplete="off" />
          <fieldset className="desk-scopes">
            <legend>
              <Trans>Права</Trans>
            </legend>
            {TOKEN_SCOPES.map((scope) => (
              <Field key={scope} name={scope} type="checkbox">
                {({ input }) => (
                  <label className="checkbox">
                    <input {...input} type="checkbox" className="checkbox__input" />
                    <span className="checkbox__label">{i18n._(SCOPE_LABELS[scope])}</span>
                  </label>
                )}
              </Field>
            ))}
            <Field name="scopes" subscription={{ error: true, submitFailed: true }}>
              {({ meta }) => (meta.submitFailed && meta.error ? <p className="field__error">{typeof meta.error === 'string' ? meta.error : i18n._(meta.error)}</p> : null)}
            </Field>
          </fieldset>
          <TextField name="expires_on" label={t`Действует до (включительно)`} type="date" autoComplete="off" />
          <SubmitButton pendingText={t`Создаём токен…`}>
            <Trans>Создать токен</Trans>
          </SubmitButton>
        </FormShell>
      </section>
      {secret ? (
        <section className="desk-secret" aria-labelledby="desk-tokens-secret" role="status">
          <h2 id="desk-tokens-secret">
            <Trans>Токен «{secret.name}» создан</Trans>
          </h2>
          <p>
            <Trans>Скопируйте его сейчас: больше он показан не будет. Программа отправляет его в заголовке Authorization: Bearer.</Trans>
          </p>
          <code className="desk-secret__value">{secret.secret}</code>
        </section>
      ) : null}
      <p role="status" className="desk__notice">
        {notice}
      </p>
      <section aria-labelledby="desk-tokens-list">
        <h2 id="desk-tokens-list">
          <Trans>Токены</Trans>
        </h2>
        {state.status === 'loading' ? <BlockLoading /> : null}
        {state.status === 'failed' ? (
          <BlockFailed onRetry={retry}>
            <Trans>Не удалось загрузить список.</Trans>
          </BlockFailed>
        ) : null}
        {state.status === 'ready' && state.data.length === 0 ? (
          <p className="muted">
            <Trans>Токенов пока нет. Старый ORGANIZER_TOKEN работает со всеми правами: замените его токенами с нужными правами.</Trans>
          </p>
        ) : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          <div className="desk-table__wrap">
            <table className="desk-table">
              <thead>
                <tr>
                  <th scope="col"><Trans>Название</Trans></th>
                  <th scope="col"><Trans>Права</Trans></th>
                  <th scope="col"><Trans>Действует до</Trans></th>
                  <th scope="col"><Trans>Последний вызов</Trans></th>
                  <th scope="col"><Trans>Состояние</Trans></th>
                </tr>
              </thead>
              <tbody>
                {state.data.map((token) => (
                  <tr key={token.id}>
                    <td>
                      {token.name} <span className="muted">{token.hint}…</span>
                    </td>
                    <td>{token.scopes.map((s) => i18n._(SCOPE_LABELS[s])).join(', ')}</td>
                    <td>{when(token.expires_at)}</td>
                    <td>{when(token.last_used_at)}</td>
                    <td>
                      {token.revoked_at ? (
                        <Trans>Отозван {when(token.revoked_at)}</Trans>
                      ) : Date.parse(token.expires_at) <= now ? (
                        <Trans>Истёк</Trans>
                      ) : (
                        <button type="button" className="button button--ghost" onClick={() => void revoke(token)}>
                          <Trans>Отозвать</Trans>
                          <span className="visually-hidden"> {token.name}</span>
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </>
  )
}
