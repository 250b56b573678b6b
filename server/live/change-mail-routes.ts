import { type Context, Hono } from 'hono'
import { validate } from 'superstruct'
import { ChangeMailBody } from '../../kernel/contract/live'
import type { Lang } from '../../kernel/constants'
import type { Db } from '../db/types'
import { text } from '../i18n'
import { HttpError } from '../http/errors'
import { requestLang } from '../http/messages'
import { escapeHtml } from '../mail/templates'
import { changeMailEnabled, changeMailOff, setChangeMail } from './change-mail'

/** The one-click page's texts in one language (server/i18n: the site's catalogs). */
const pageIn = (lang: Lang) => ({
  title: text(lang, /*i18n*/ { id: 'Письма об изменениях выключены' }),
  text: text(lang, /*i18n*/ { id: 'Мы больше не будем присылать письма об изменениях в вашей программе. Включить их снова можно в личном кабинете.' }),
  gone: text(lang, /*i18n*/ { id: 'Ссылка устарела или неверна.' }),
})

/** `/api/live/mail/*`: the cabinet's setting (account token) and the one-click link of every change mail. */
export function changeMailRoutes(db: Db, requireUserId: (c: Context) => Promise<number>): Hono {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  app.get('/setting', async (c) => {
    const userId = await requireUserId(c)
    return c.json({ data: { enabled: await changeMailEnabled(db, userId) } }, 200, noStore)
  })
  app.post('/setting', async (c) => {
    const lang = requestLang(c)
    const userId = await requireUserId(c)
    const [error, body] = validate(await c.req.json().catch(() => null), ChangeMailBody)
    if (error) throw new HttpError(400, text(lang, /*i18n*/ { id: 'Нужен JSON {shape}', values: { shape: '{ "enabled": true | false }' } }))
    await setChangeMail(db, userId, body.enabled, lang)
    return c.json({ data: { enabled: body.enabled } }, 200, noStore)
  })
  // A GET (mail clients open links), idempotent, and it opens nothing else.
  app.get('/off/:key{[0-9a-f]{64}}', async (c) => {
    const lang = await changeMailOff(db, c.req.param('key'))
    const t = pageIn(lang ?? requestLang(c))
    const html = `<!doctype html><html lang="${lang ?? 'ru'}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.title)}</title></head>
<body><main><h1>${escapeHtml(lang ? t.title : t.gone)}</h1>${lang ? `<p>${escapeHtml(t.text)}</p>` : ''}<p><a href="/cabinet${lang === 'en' ? '?lang=en' : ''}">/cabinet</a></p></main></body></html>`
    return c.html(html, lang ? 200 : 404, noStore)
  })
  return app
}
