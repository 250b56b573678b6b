import type { Lang } from '../../kernel/constants'
import { langAddress } from '../../kernel/lang-address'
import { offsetMinutes, utcLabel } from '../../kernel/venue-time'
import { text } from '../i18n'
import type { Mail } from '../mail/mailer'
import { escapeHtml } from '../mail/templates'

/** What one reminder says: the session, when it starts (in the venue's zone) and where. */
export interface ReminderFacts {
  to: string
  lang: Lang
  minutesBefore: number
  meetingId: number
  isCulture: boolean
  title: string
  hall: string
  startsAt: Date
  timeZone: string
  /** What the program's latest change did to the session (moved, another hall), as lines; none when it did not change. */
  changed?: string[]
}

/** «понедельник, 7 декабря, 10:00 (UTC+3)»: the venue's wall clock, whatever the server's zone. */
export function venueTimeText(at: Date, timeZone: string, lang: Lang): string {
  const wall = new Intl.DateTimeFormat(lang === 'ru' ? 'ru-RU' : 'en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at)
  return `${wall} (${utcLabel(offsetMinutes(at, timeZone))})`
}

/** The mail's texts in the person's language. */
function texts(f: ReminderFacts) {
  const { lang, minutesBefore: minutes } = f
  return {
    subject: text(lang, /*i18n*/ { id: 'Через {minutes, plural, one {# минута} few {# минуты} other {# минут}}: {title}', values: { minutes, title: f.title } }),
    lead: text(lang, /*i18n*/ { id: 'Через {minutes, plural, one {# минута} few {# минуты} other {# минут}} начнётся сессия из вашей программы:', values: { minutes } }),
    when: text(lang, /*i18n*/ { id: 'Начало' }),
    where: text(lang, /*i18n*/ { id: 'Зал' }),
    open: text(lang, /*i18n*/ { id: 'Страница сессии' }),
    off: text(lang, /*i18n*/ { id: 'Больше не присылать напоминания (одна ссылка, без входа на сайт):' }),
  }
}

/**
 * The reminder mail in the person's language: the session's title, its start in the venue's
 * time zone, the hall, a link to its page and the one-click unsubscribe link (every mail has it).
 */
export function reminderMail(f: ReminderFacts, site: string, publicUrl: string, unsubscribeUrl: string): Mail {
  const t = texts(f)
  const page = `${publicUrl}${langAddress(`/${f.isCulture ? 'festival-program' : 'program/meeting'}/${f.meetingId}`, '', f.lang)}`
  const when = venueTimeText(f.startsAt, f.timeZone, f.lang)
  const subject = site ? `${t.subject} — ${site}` : t.subject
  const changed = f.changed ?? []
  const text = [t.lead, '', f.title, `${t.when}: ${when}`, `${t.where}: ${f.hall}`, ...changed, '', `${t.open}: ${page}`, '', t.off, unsubscribeUrl, ...(site ? ['', `— ${site}`] : [])].join('\n')
  const e = escapeHtml
  const html = `<!doctype html><html lang="${f.lang}"><body>
<p>${e(t.lead)}</p>
<p><a href="${e(page)}"><b>${e(f.title)}</b></a></p>
<p>${e(t.when)}: ${e(when)}<br>${e(t.where)}: ${e(f.hall)}${changed.map((line) => `<br><b>${e(line)}</b>`).join('')}</p>
<p><small>${e(t.off)} <a href="${e(unsubscribeUrl)}">${e(unsubscribeUrl)}</a></small></p>
${site ? `<p>— ${e(site)}</p>` : ''}
</body></html>`
  return { to: f.to, lang: f.lang, subject, text, html }
}
