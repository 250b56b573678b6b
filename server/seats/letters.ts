import type { Lang } from '../../kernel/constants'
import type { PushPayload } from '../../kernel/contract/live'
import { langAddress } from '../../kernel/lang-address'
import { text } from '../i18n'
import type { Mail } from '../mail/mailer'
import { escapeHtml } from '../mail/templates'

/** What an offer says: the session, until when the seat is held (venue time), where to accept it. */
export interface OfferFacts {
  to: string
  lang: Lang
  meetingId: number
  isCulture: boolean
  title: string
  /** The hold's end on the venue's clock, as words ("9 December, 10:15"). */
  until: string
}

const pageOf = (f: OfferFacts, publicUrl: string) => `${publicUrl}${langAddress(`/${f.isCulture ? 'festival-program' : 'program/meeting'}/${f.meetingId}`, '', f.lang)}`

const textsOf = (f: OfferFacts) => ({
  subject: text(f.lang, /*i18n*/ { id: 'Для вас освободилось место: {title}', values: { title: f.title } }),
  lead: text(f.lang, /*i18n*/ { id: 'На сессии «{title}» освободилось место, и оно ваше — вы были первым в листе ожидания.', values: { title: f.title } }),
  hold: text(f.lang, /*i18n*/ { id: 'Место держится за вами до {until}. Потом оно перейдёт следующему в очереди.', values: { until: f.until } }),
  act: text(f.lang, /*i18n*/ { id: 'Подтвердить или отказаться — на странице сессии' }),
})

export function offerMail(f: OfferFacts, site: string, publicUrl: string): Mail {
  const t = textsOf(f)
  const page = pageOf(f, publicUrl)
  const subject = site ? `${t.subject} — ${site}` : t.subject
  const body = [t.lead, '', t.hold, '', `${t.act}: ${page}`, ...(site ? ['', `— ${site}`] : [])].join('\n')
  const html = `<p>${escapeHtml(t.lead)}</p><p>${escapeHtml(t.hold)}</p><p><a href="${escapeHtml(page)}">${escapeHtml(t.act)}</a></p>${site ? `<p>— ${escapeHtml(site)}</p>` : ''}`
  return { to: f.to, lang: f.lang, subject, text: body, html }
}

export function offerPush(f: OfferFacts, publicUrl: string): PushPayload {
  const t = textsOf(f)
  return { title: t.subject, body: t.hold, url: pageOf(f, publicUrl), tag: `seat-offer-${f.meetingId}` }
}
