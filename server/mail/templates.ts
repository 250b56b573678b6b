import type { Lang } from '../../kernel/constants'
import { ONE_TIME_TTL_MS } from '../auth/one-time'
import { text } from '../i18n'
import type { Mail } from './mailer'

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')

interface Letter {
  subject: string
  /** Paragraphs before the link. */
  before: string[]
  /** Paragraphs after the link, above the signature. */
  after: string[]
  action: string
}

const hours = (ms: number) => Math.round(ms / 3_600_000)

/** "Subject — Site", or the subject alone while the site has no name yet. */
const titled = (subject: string, site: string) => (site ? `${subject} — ${site}` : subject)

/** Text for mail clients that show no HTML, and a simple HTML part with the link as a button text. */
function compose(to: string, letter: Letter, link: string, lang: Lang, site: string): Mail {
  const signature = site ? ['', `— ${site}`] : []
  const text = [...letter.before, '', link, '', ...letter.after, ...signature].join('\n')
  const p = (l: string) => `<p>${escapeHtml(l)}</p>`
  const html = `<!doctype html><html lang="${lang}"><body>
${letter.before.map(p).join('\n')}
<p><a href="${escapeHtml(link)}"><b>${escapeHtml(letter.action)}</b></a></p>
<p><small>${escapeHtml(link)}</small></p>
${letter.after.map(p).join('\n')}
${site ? `<p>— ${escapeHtml(site)}</p>` : ''}
</body></html>`
  return { to, lang, subject: titled(letter.subject, site), text, html }
}

/** `site`: the site's name (server/content/site-name.ts), in the mail's subject and signature. */
export function confirmMail(lang: Lang, to: string, link: string, site = ''): Mail {
  const h = hours(ONE_TIME_TTL_MS.confirm)
  const letter: Letter = {
    subject: text(lang, /*i18n*/ { id: 'Подтвердите email' }),
    before: [text(lang, /*i18n*/ { id: 'Здравствуйте!' }), text(lang, /*i18n*/ { id: 'Вы зарегистрировались на нашем сайте. Чтобы завершить регистрацию, подтвердите email по ссылке:' })],
    after: [text(lang, /*i18n*/ { id: 'Ссылка действует {h, plural, one {# час} few {# часа} other {# часов}} и срабатывает один раз. Если вы не регистрировались, просто удалите это письмо.', values: { h } })],
    action: text(lang, /*i18n*/ { id: 'Подтвердить email' }),
  }
  return compose(to, letter, link, lang, site)
}

export function restoreMail(lang: Lang, to: string, link: string, site = ''): Mail {
  const h = hours(ONE_TIME_TTL_MS.restore)
  const letter: Letter = {
    subject: text(lang, /*i18n*/ { id: 'Восстановление пароля' }),
    before: [text(lang, /*i18n*/ { id: 'Здравствуйте!' }), text(lang, /*i18n*/ { id: 'Мы получили запрос на восстановление пароля. Чтобы задать новый пароль, откройте ссылку:' })],
    after: [text(lang, /*i18n*/ { id: 'Ссылка действует {h, plural, one {# час} few {# часа} other {# часов}} и срабатывает один раз. Если вы не запрашивали восстановление, ничего не делайте: пароль останется прежним.', values: { h } })],
    action: text(lang, /*i18n*/ { id: 'Задать новый пароль' }),
  }
  return compose(to, letter, link, lang, site)
}
