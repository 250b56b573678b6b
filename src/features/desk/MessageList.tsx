import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageProgress } from '../../../kernel/contract/desk-messages'
import { EmptyState } from '../../components/states/EmptyState'

/** The messages sent, newest first, with where each one's mails are: numbers, not a bar alone. */
export function MessageList({ messages }: { messages: MessageProgress[] }) {
  const { t, i18n } = useLingui()
  if (messages.length === 0) return <EmptyState title={<Trans>Рассылок ещё не было.</Trans>} />
  return (
    <div className="desk-table__wrap">
      <table className="desk-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Тема</Trans>
            </th>
            <th scope="col">
              <Trans>Когда</Trans>
            </th>
            <th scope="col">
              <Trans>Ход</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => {
            const done = m.delivered + m.failed + m.bounced
            const total = m.recipients - m.skipped
            return (
              <tr key={m.id}>
                <td>{m.subject}</td>
                <td>{new Date(m.created_at).toLocaleString(i18n.locale === 'en' ? 'en-GB' : 'ru-RU', { dateStyle: 'medium', timeStyle: 'short' })}</td>
                <td>
                  <progress max={Math.max(1, total)} value={done} aria-label={t`Отправлено ${done} из ${total}`} />
                  <ul className="desk-counts__list">
                    <li>{t`доставлено: ${m.delivered}`}</li>
                    <li>{t`в очереди: ${m.queued + m.waiting}`}</li>
                    <li>{t`не доставлено: ${m.failed}`}</li>
                    <li>{t`отказ сервера: ${m.bounced}`}</li>
                    <li>{t`пропущено: ${m.skipped}`}</li>
                  </ul>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
