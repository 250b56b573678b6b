import type { Lang } from '../../kernel/constants'
import { text } from '../i18n'
import type { Mail } from '../mail/mailer'
import { escapeHtml } from '../mail/templates'
import type { TicketMailFacts } from './ticket-store'

const dayText = (lang: Lang, day: string) =>
  new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))

/**
 * The registration's confirmation, sent again from the desk: the days the ticket is valid for
 * ("every day" only when it is) and the cabinet's link, where the ticket's QR code is. The code
 * itself is never in a mail: a forwarded mail would be a ticket.
 */
export function ticketMail(lang: Lang, facts: TicketMailFacts, cabinetUrl: string, site: string): Mail {
  const days = facts.days
    ? text(lang, /*i18n*/ { id: 'Ваш билет действует: {days}.', values: { days: facts.days.map((d) => dayText(lang, d)).join(', ') } })
    : text(lang, /*i18n*/ { id: 'Ваш билет действует все дни форума.' })
  const hello = facts.name ? text(lang, /*i18n*/ { id: 'Здравствуйте, {name}!', values: { name: facts.name } }) : text(lang, /*i18n*/ { id: 'Здравствуйте!' })
  const lines = [hello, text(lang, /*i18n*/ { id: 'Вы зарегистрированы на форум.' }), days, text(lang, /*i18n*/ { id: 'QR-код билета — в личном кабинете:' })]
  const subject = text(lang, /*i18n*/ { id: 'Ваша регистрация на форум' })
  const signature = site ? ['', `— ${site}`] : []
  return {
    to: facts.email,
    lang,
    subject: site ? `${subject} — ${site}` : subject,
    text: [...lines, '', cabinetUrl, ...signature].join('\n'),
    html: `<!doctype html><html lang="${lang}"><body>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(cabinetUrl)}"><b>${escapeHtml(text(lang, /*i18n*/ { id: 'Открыть личный кабинет' }))}</b></a></p>
${site ? `<p>— ${escapeHtml(site)}</p>` : ''}
</body></html>`,
  }
}
