import type { Context } from 'hono'
import { errorBody } from '../http/errors'
import { requestLang, t } from '../http/messages'
import { pageLang } from './seo/page'
import { RESERVED_PREFIXES } from './static'

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const RETRY_AFTER_S = 5

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const isApi = (path: string) => RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/**
 * The answer while the database is unreachable: 503 with Retry-After, never cached.
 * The APIs (and anything that does not ask for HTML) get the usual JSON error in X-Lang's
 * language; a page gets a short page in the page's language (`?lang=`, else the cookie) that
 * reloads itself after the same delay.
 */
export function unavailable(c: Context): Response {
  const headers = { 'Cache-Control': 'no-store', 'Retry-After': String(RETRY_AFTER_S) }
  const wantsPage = !isApi(c.req.path) && (c.req.header('Accept') ?? '').includes('text/html')
  if (!wantsPage) return c.json(errorBody(t(requestLang(c), 'databaseDown')), 503, headers)
  const lang = pageLang(c)
  const title = escapeHtml(t(lang, 'databaseDownTitle'))
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta http-equiv="refresh" content="${RETRY_AFTER_S}"><title>${title}</title></head>
<body><h1>${title}</h1><p>${escapeHtml(t(lang, 'databaseDown'))}</p></body></html>`
  return c.html(html, 503, headers)
}
