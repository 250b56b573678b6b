import type { Lang } from '../../kernel/constants'
import { langAddress } from '../../kernel/lang-address'
import { offsetMinutes, utcLabel } from '../../kernel/venue-time'
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

/** 5 минут, 15 минут, 30 минут, 1 минута, 2 минуты, 21 минута. */
function ruMinutes(n: number): string {
  const [d10, d100] = [n % 10, n % 100]
  const word = d10 === 1 && d100 !== 11 ? 'минута' : d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14) ? 'минуты' : 'минут'
  return `${n} ${word}`
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

const TEXTS = {
  ru: {
    subject: (f: ReminderFacts) => `Через ${ruMinutes(f.minutesBefore)}: ${f.title}`,
    lead: (f: ReminderFacts) => `Через ${ruMinutes(f.minutesBefore)} начнётся сессия из вашей программы:`,
    when: 'Начало',
    where: 'Зал',
    open: 'Страница сессии',
    off: 'Больше не присылать напоминания (одна ссылка, без входа на сайт):',
  },
  en: {
    subject: (f: ReminderFacts) => `In ${f.minutesBefore} minutes: ${f.title}`,
    lead: (f: ReminderFacts) => `A session in your program starts in ${f.minutesBefore} minutes:`,
    when: 'Starts',
    where: 'Hall',
    open: 'Session page',
    off: 'Stop these reminders (one click, no login needed):',
  },
} as const

/**
 * The reminder mail in the person's language: the session's title, its start in the venue's
 * time zone, the hall, a link to its page and the one-click unsubscribe link (every mail has it).
 */
export function reminderMail(f: ReminderFacts, site: string, publicUrl: string, unsubscribeUrl: string): Mail {
  const t = TEXTS[f.lang]
  const page = `${publicUrl}${langAddress(`/${f.isCulture ? 'festival-program' : 'program/meeting'}/${f.meetingId}`, '', f.lang)}`
  const when = venueTimeText(f.startsAt, f.timeZone, f.lang)
  const subject = site ? `${t.subject(f)} — ${site}` : t.subject(f)
  const changed = f.changed ?? []
  const text = [t.lead(f), '', f.title, `${t.when}: ${when}`, `${t.where}: ${f.hall}`, ...changed, '', `${t.open}: ${page}`, '', t.off, unsubscribeUrl, ...(site ? ['', `— ${site}`] : [])].join('\n')
  const e = escapeHtml
  const html = `<!doctype html><html lang="${f.lang}"><body>
<p>${e(t.lead(f))}</p>
<p><a href="${e(page)}"><b>${e(f.title)}</b></a></p>
<p>${e(t.when)}: ${e(when)}<br>${e(t.where)}: ${e(f.hall)}${changed.map((line) => `<br><b>${e(line)}</b>`).join('')}</p>
<p><small>${e(t.off)} <a href="${e(unsubscribeUrl)}">${e(unsubscribeUrl)}</a></small></p>
${site ? `<p>— ${e(site)}</p>` : ''}
</body></html>`
  return { to: f.to, subject, text, html }
}
