import type { Lang } from '../../kernel/constants'
import { ONE_TIME_TTL_MS } from '../auth/one-time'
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

/** 1 час, 2 часа, 5 часов, 21 час, 24 часа. */
function ruHours(n: number): string {
  const [d10, d100] = [n % 10, n % 100]
  const word = d10 === 1 && d100 !== 11 ? 'час' : d10 >= 2 && d10 <= 4 && (d100 < 12 || d100 > 14) ? 'часа' : 'часов'
  return `${n} ${word}`
}
const enHours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`)

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
  return { to, subject: titled(letter.subject, site), text, html }
}

/** `site`: the site's name (server/content/site-name.ts), in the mail's subject and signature. */
export function confirmMail(lang: Lang, to: string, link: string, site = ''): Mail {
  const h = hours(ONE_TIME_TTL_MS.confirm)
  const letter: Record<Lang, Letter> = {
    ru: {
      subject: 'Подтвердите email',
      before: ['Здравствуйте!', 'Вы зарегистрировались на нашем сайте. Чтобы завершить регистрацию, подтвердите email по ссылке:'],
      after: [`Ссылка действует ${ruHours(h)} и срабатывает один раз. Если вы не регистрировались, просто удалите это письмо.`],
      action: 'Подтвердить email',
    },
    en: {
      subject: 'Confirm your email',
      before: ['Hello!', 'Thank you for signing up. To finish, confirm your email with this link:'],
      after: [`The link works once within ${enHours(h)}. If you did not register, just delete this email.`],
      action: 'Confirm email',
    },
  }
  return compose(to, letter[lang], link, lang, site)
}

export function restoreMail(lang: Lang, to: string, link: string, site = ''): Mail {
  const h = hours(ONE_TIME_TTL_MS.restore)
  const letter: Record<Lang, Letter> = {
    ru: {
      subject: 'Восстановление пароля',
      before: ['Здравствуйте!', 'Мы получили запрос на восстановление пароля. Чтобы задать новый пароль, откройте ссылку:'],
      after: [`Ссылка действует ${ruHours(h)} и срабатывает один раз. Если вы не запрашивали восстановление, ничего не делайте: пароль останется прежним.`],
      action: 'Задать новый пароль',
    },
    en: {
      subject: 'Reset your password',
      before: ['Hello!', 'We received a request to reset your password. To set a new one, open this link:'],
      after: [`The link works once within ${enHours(h)}. If you did not ask for it, do nothing: your password stays the same.`],
      action: 'Set a new password',
    },
  }
  return compose(to, letter[lang], link, lang, site)
}
