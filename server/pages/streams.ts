import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { requestLang, t } from '../http/messages'
import { text } from '../i18n'
import { findStreamHall } from './queries'

/**
 * The demo's "live streams": one small self-contained page per streamed hall, which the site
 * embeds in an <iframe> (CSP frame-src 'self') for registered users. A real deployment imports
 * the provider's player URLs as broadcast_url instead; these pages only exist for the URLs
 * stored as /media/streams/… . No script: the animation is CSS, allowed by its hash.
 */
const STYLE = `html,body{margin:0;height:100%;background:#0d1226;color:#fff;font:16px/1.4 system-ui,sans-serif}
main{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.5rem;text-align:center}
svg{width:min(90vw,640px);height:auto}.live{animation:blink 1.2s infinite}.wave{animation:pulse 4s infinite;transform-origin:320px 180px}
.hall{font-size:1.25rem;font-weight:600;margin:0}.note{margin:0;color:#c5cae9}
@keyframes blink{50%{opacity:.2}}@keyframes pulse{0%{transform:scale(.4);opacity:1}100%{transform:scale(1.6);opacity:0}}
@media (prefers-reduced-motion:reduce){.live,.wave{animation:none}}`

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`

const texts = (lang: 'ru' | 'en') => ({
  title: text(lang, /*i18n*/ { id: 'Трансляция', context: 'stream page' }),
  live: text(lang, /*i18n*/ { id: 'В ЭФИРЕ' }),
  note: text(lang, /*i18n*/ { id: 'Демонстрационная трансляция: здесь будет видео из зала' }),
})

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

function page(lang: 'ru' | 'en', hall: string): string {
  const x = texts(lang)
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${x.title}: ${escape(hall)}</title><style>${STYLE}</style></head>
<body><main>
<svg viewBox="0 0 640 360" role="img" aria-label="${x.title}: ${escape(hall)}">
<rect width="640" height="360" rx="12" fill="#1a237e"/>
<circle class="wave" cx="320" cy="180" r="90" fill="none" stroke="#7986cb" stroke-width="6"/>
<polygon points="296,140 296,220 360,180" fill="#fff"/>
<circle class="live" cx="36" cy="34" r="9" fill="#ff3b30"/>
<text x="54" y="41" fill="#fff" font-size="20" font-weight="700" font-family="system-ui,sans-serif">${x.live}</text>
</svg>
<p class="hall">${escape(hall)}</p><p class="note">${x.note}</p>
</main></body></html>
`
}

export function streamPageRoutes(db: Db): Hono {
  const app = new Hono()
  app.get('/:file', async (c) => {
    const lang = c.req.query('lang') === 'en' ? 'en' : 'ru'
    const names = /^hall-\d{1,9}\.html$/.test(c.req.param('file')) ? await findStreamHall(db, c.req.path) : undefined
    if (!names) throw new HttpError(404, t(requestLang(c), 'noSuchEndpoint', { path: c.req.path }))
    const hall = names[lang]?.name ?? names.ru?.name ?? ''
    const res = respond(c, makeEntity(page(lang, hall), 'text/html; charset=utf-8'), { cacheControl: 'no-cache', effort: 'fast' })
    // Framed by the site itself only; securityHeaders keeps a route's own policy.
    res.headers.set('Content-Security-Policy', CSP)
    res.headers.set('X-Frame-Options', 'SAMEORIGIN')
    return res
  })
  return app
}
