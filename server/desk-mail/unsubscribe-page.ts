import { Hono } from 'hono'
import { LANGUAGES, type Lang } from '../../kernel/constants'
import { langAddress } from '../../kernel/lang-address'
import type { Db } from '../db/types'
import { text } from '../i18n'
import { escapeHtml } from '../mail/templates'
import { organizerMailOff } from './store'

const texts = (lang: Lang) => ({
  title: text(lang, /*i18n*/ { id: 'Письма организаторов' }),
  done: text(lang, /*i18n*/ { id: 'Письма организаторов выключены. Письма о билете, входе и пароле будут приходить как прежде.' }),
  again: text(lang, /*i18n*/ { id: 'Включить их снова можно в личном кабинете.' }),
  cabinet: text(lang, /*i18n*/ { id: 'Личный кабинет', context: 'account link' }),
  unknown: text(lang, /*i18n*/ { id: 'Ссылка не подошла: возможно, в ней не хватает символов. Письма организаторов можно выключить в личном кабинете.' }),
})

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
 * The one-click link of every organizer mail, /organizer-mail/off/{key}: opening it (GET) turns
 * the person's organizer mail off, no login needed; POST does the same for mail clients that
 * unsubscribe on the person's behalf. Twice is fine; an unknown key is a 404 page saying so.
 */
export function organizerMailOffPage(db: Db): Hono {
  const routes = new Hono()
  for (const method of ['GET', 'POST'] as const) {
    routes.on(method, '/:key', async (c) => {
      const lang = await organizerMailOff(db, c.req.param('key'))
      const first: Lang = lang ?? (c.req.query('lang') === 'en' ? 'en' : 'ru')
      return c.html(page(first, lang !== null), lang ? 200 : 404, { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
    })
  }
  return routes
}
