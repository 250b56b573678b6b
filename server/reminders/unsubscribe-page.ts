import { Hono } from 'hono'
import { LANGUAGES, type Lang } from '../../kernel/constants'
import { langAddress } from '../../kernel/lang-address'
import type { Db } from '../db/types'
import { text } from '../i18n'
import { escapeHtml } from '../mail/templates'
import { unsubscribe } from './store'

const texts = (lang: Lang) => ({
  title: text(lang, /*i18n*/ { id: 'Напоминания' }),
  done: text(lang, /*i18n*/ { id: 'Напоминания о сессиях выключены: писем больше не будет.' }),
  again: text(lang, /*i18n*/ { id: 'Включить их снова можно в личном кабинете.' }),
  cabinet: text(lang, /*i18n*/ { id: 'Личный кабинет', context: 'account link' }),
  unknown: text(lang, /*i18n*/ { id: 'Ссылка не подошла: возможно, в ней не хватает символов. Напоминания можно выключить в личном кабинете.' }),
})

/** The page says what happened in the person's language first, then in the other one (no login, no cookie to tell). */
function page(first: Lang, done: boolean): string {
  const order = [first, ...LANGUAGES.filter((l) => l !== first)] as Lang[]
  const part = (lang: Lang) => {
    const t = texts(lang)
    const cabinet = `<a href="${escapeHtml(langAddress('/cabinet', '', lang))}">${escapeHtml(t.cabinet)}</a>`
    return `<section lang="${lang}"><p>${escapeHtml(done ? t.done : t.unknown)}</p>${done ? `<p>${escapeHtml(t.again)} ${cabinet}</p>` : `<p>${cabinet}</p>`}</section>`
  }
  return `<!doctype html><html lang="${first}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${order.map((l) => escapeHtml(texts(l).title)).join(' / ')}</title></head>
<body>${order.map(part).join('<hr>')}</body></html>`
}

/**
 * The one-click link of every reminder mail, /reminders/off/{key}. Opening it (GET)
 * turns the key's person's reminders off, no login needed; POST does the same for mail clients
 * that unsubscribe on the person's behalf. Doing it twice is fine. An unknown key is a 404 page
 * that says so, in both languages.
 */
export function unsubscribePage(db: Db): Hono {
  const routes = new Hono()
  const handle = async (key: string, asked: string | undefined) => {
    const lang = await unsubscribe(db, key)
    const first: Lang = lang ?? (asked === 'en' ? 'en' : 'ru')
    return { html: page(first, lang !== null), status: lang ? 200 : 404 } as const
  }
  for (const method of ['GET', 'POST'] as const) {
    routes.on(method, '/:key', async (c) => {
      const { html, status } = await handle(c.req.param('key'), c.req.query('lang'))
      return c.html(html, status, { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
    })
  }
  return routes
}
