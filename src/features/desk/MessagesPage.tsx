import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { type MessageBody, type MessagePreview, type Segment, deskMessageEndpoints as E } from '../../../kernel/contract/desk-messages'
import { PageHead } from '../../components/layout/PageHead'
import { BlockFailed, BlockLoading } from '../../components/states/BlockStates'
import { ApiError, apiErrorStatus } from '../../lib/api/errors'
import { useDesk } from './desk-context'
import { DeskRoleNeeded } from './DeskRoleNeeded'
import { MessageList } from './MessageList'
import { useDeskLoad } from './use-desk-load'

type Kind = Segment['kind']
interface Draft {
  kind: Kind
  day: string
  meeting: string
  hall: string
  ru: { subject: string; body: string }
  en: { subject: string; body: string }
  banner: boolean
}
const EMPTY: Draft = { kind: 'everyone', day: '', meeting: '', hall: '', ru: { subject: '', body: '' }, en: { subject: '', body: '' }, banner: false }

function segmentOf(d: Draft): Segment {
  if (d.kind === 'day') return { kind: 'day', day: d.day }
  if (d.kind === 'meeting') return { kind: 'meeting', meeting_id: Number(d.meeting) }
  if (d.kind === 'hall') return { kind: 'hall', area_id: Number(d.hall), ...(d.day ? { day: d.day } : {}) }
  if (d.kind === 'speakers') return { kind: 'speakers' }
  return { kind: 'everyone' }
}

/** /desk/messages (registrar): a mail in both languages to a group, previewed with its count, then sent through the mail queue. */
export function MessagesPage() {
  const { api } = useDesk()
  const { t } = useLingui()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const [preview, setPreview] = useState<MessagePreview | null>(null)
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)
  const [tick, setTick] = useState(0)
  const { state, retry } = useDeskLoad(() => api.call(E.list), `list${tick}`)
  const sending = state.status === 'ready' && state.data.some((m) => m.state === 'sending' || m.queued > 0)
  useEffect(() => {
    if (!sending) return
    const timer = setTimeout(() => setTick((n) => n + 1), 3000)
    return () => clearTimeout(timer)
  }, [sending, tick])

  const body = (): MessageBody => ({ segment: segmentOf(draft), ru: draft.ru, en: draft.en, banner: draft.banner })
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setPreview(null)
  }
  const failText = (error: unknown) => (error instanceof ApiError && error.kind === 'http' ? error.message : t`Не удалось. Проверьте сеть и повторите.`)

  async function run(step: () => Promise<void>) {
    setBusy(true)
    setNotice('')
    try {
      await step()
    } catch (error) {
      setNotice(failText(error))
    } finally {
      setBusy(false)
    }
  }

  if (state.status === 'failed' && apiErrorStatus(state.error) === 403) return <DeskRoleNeeded />
  const text = (lang: 'ru' | 'en', key: 'subject' | 'body') => ({
    value: draft[lang][key],
    onChange: (e: { target: { value: string } }) => set({ [lang]: { ...draft[lang], [key]: e.target.value } } as Partial<Draft>),
  })
  return (
    <>
      <PageHead title={<Trans>Рассылки</Trans>} lead={<Trans>Письмо группе участников на двух языках: каждый получит его на своём. Кто отключил письма организаторов, не получит.</Trans>} />
      <form
        className="desk-messages"
        onSubmit={(e) => {
          e.preventDefault()
          void run(async () => setPreview(await api.call(E.preview, { body: body() })))
        }}
      >
        <label>
          <span>
            <Trans>Кому</Trans>
          </span>
          <select value={draft.kind} onChange={(e) => set({ kind: e.target.value as Kind })}>
            <option value="everyone">{t`Всем зарегистрированным`}</option>
            <option value="day">{t`Зарегистрированным на день`}</option>
            <option value="meeting">{t`Участникам сессии`}</option>
            <option value="hall">{t`Участникам сессий зала`}</option>
            <option value="speakers">{t`Спикерам`}</option>
          </select>
        </label>
        {draft.kind === 'day' || draft.kind === 'hall' ? (
          <label>
            <span>{draft.kind === 'hall' ? t`День (необязательно)` : t`День`}</span>
            <input type="date" value={draft.day} onChange={(e) => set({ day: e.target.value })} required={draft.kind === 'day'} />
          </label>
        ) : null}
        {draft.kind === 'meeting' ? (
          <label>
            <span>
              <Trans>Номер сессии</Trans>
            </span>
            <input type="text" inputMode="numeric" value={draft.meeting} onChange={(e) => set({ meeting: e.target.value })} required />
          </label>
        ) : null}
        {draft.kind === 'hall' ? (
          <label>
            <span>
              <Trans>Номер зала</Trans>
            </span>
            <input type="text" inputMode="numeric" value={draft.hall} onChange={(e) => set({ hall: e.target.value })} required />
          </label>
        ) : null}
        <fieldset>
          <legend>
            <Trans>По-русски</Trans>
          </legend>
          <label>
            <span>
              <Trans>Тема</Trans>
            </span>
            <input type="text" lang="ru" maxLength={150} required {...text('ru', 'subject')} />
          </label>
          <label>
            <span>
              <Trans>Текст</Trans>
            </span>
            <textarea lang="ru" rows={6} required {...text('ru', 'body')} />
          </label>
        </fieldset>
        <fieldset>
          <legend>
            <Trans>По-английски</Trans>
          </legend>
          <label>
            <span>
              <Trans>Тема</Trans>
            </span>
            <input type="text" lang="en" maxLength={150} required {...text('en', 'subject')} />
          </label>
          <label>
            <span>
              <Trans>Текст</Trans>
            </span>
            <textarea lang="en" rows={6} required {...text('en', 'body')} />
          </label>
        </fieldset>
        <label className="desk-row">
          <input type="checkbox" checked={draft.banner} onChange={(e) => set({ banner: e.target.checked })} /> <Trans>Показать тему объявлением на сайте до конца дня</Trans>
        </label>
        <div className="desk-row">
          <button type="submit" className="button button--ghost" disabled={busy}>
            <Trans>Посмотреть, как получат</Trans>
          </button>
          {preview ? (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const sent = await api.call(E.send, { body: body() })
                  setNotice(t`Отправляем: ${sent.recipients - sent.skipped} писем, пропущено ${sent.skipped}.`)
                  setDraft(EMPTY)
                  setPreview(null)
                  setTick((n) => n + 1)
                })
              }
            >
              <Trans>Отправить</Trans>
            </button>
          ) : null}
        </div>
        <p role="status" className="desk__notice">
          {notice}
        </p>
      </form>
      {preview ? (
        <section aria-labelledby="desk-message-preview">
          <h2 id="desk-message-preview">
            <Trans>
              Получат: {preview.total - preview.opted_out - preview.no_email} из {preview.total}
            </Trans>
          </h2>
          <p>{t`Отключили письма организаторов: ${preview.opted_out}. Без адреса почты: ${preview.no_email}.`}</p>
          {preview.letters.map((l) => (
            <article key={l.lang} lang={l.lang} className="desk-messages__preview">
              <h3>{l.lang === 'ru' ? t`По-русски: ${l.count}` : t`По-английски: ${l.count}`}</h3>
              <p>
                <b>{l.subject}</b>
              </p>
              <div>{l.text}</div>
            </article>
          ))}
        </section>
      ) : null}
      <section aria-labelledby="desk-messages-sent">
        <h2 id="desk-messages-sent">
          <Trans>Отправленные</Trans>
        </h2>
        {state.status === 'loading' ? <BlockLoading /> : null}
        {state.status === 'failed' ? (
          <BlockFailed onRetry={retry}>
            <Trans>Не удалось загрузить рассылки.</Trans>
          </BlockFailed>
        ) : null}
        {state.status === 'ready' ? <MessageList messages={state.data} /> : null}
      </section>
    </>
  )
}
