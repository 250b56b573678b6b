import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { findEventClock } from '../content/event'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { requestLang, t } from '../http/messages'
import { text } from '../i18n'
import { type Clock, systemClock } from '../time'
import { hallOfStream, listHallSessions } from './queries'

/**
 * The demo's "live streams": one small self-contained page per streamed hall, which the site
 * embeds in an <iframe> (CSP frame-src 'self') for registered users. It follows the hall's
 * program: "live" only while a session is on, otherwise what comes next and when; and it says
 * plainly that it is a demo. A real deployment imports
 * the provider's player URLs as broadcast_url instead; these pages only exist for the URLs
 * stored as /media/streams/… . No script: the animation is CSS, allowed by its hash.
 */
const STYLE = `html,body{margin:0;height:100%;background:#0d1226;color:#fff;font:16px/1.4 system-ui,sans-serif}
main{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.5rem;text-align:center}
svg{width:min(90vw,640px);height:auto}.live{animation:blink 1.2s infinite}.wave{animation:pulse 4s infinite;transform-origin:320px 180px}
.hall{font-size:1.25rem;font-weight:600;margin:0}.status{margin:0;max-width:40rem}.note{margin:0;color:#c5cae9;font-size:.9rem}
@keyframes blink{50%{opacity:.2}}@keyframes pulse{0%{transform:scale(.4);opacity:1}100%{transform:scale(1.6);opacity:0}}
@media (prefers-reduced-motion:reduce){.live,.wave{animation:none}}`

const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64')
const CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`

type Lang = 'ru' | 'en'

/** The page's texts in one language (server/i18n: the site's catalogs). */
const textIn = (lang: Lang) => ({
  title: text(lang, /*i18n*/ { id: 'Трансляция' }),
  live: text(lang, /*i18n*/ { id: 'В ЭФИРЕ' }),
  demo: text(lang, /*i18n*/ { id: 'Демонстрационная трансляция: на настоящем форуме здесь будет видео из зала.' }),
  now: text(lang, /*i18n*/ { id: 'Сейчас в зале' }),
  next: (title: string, when: string) => text(lang, /*i18n*/ { id: 'Следующая сессия: «{title}», {when}. Трансляция начнётся с её началом.', values: { title, when } }),
  over: text(lang, /*i18n*/ { id: 'Сессии в этом зале закончились. Записи появятся на сайте.' }),
  none: text(lang, /*i18n*/ { id: 'Расписание трансляций из этого зала пока не опубликовано.' }),
  locale: lang === 'ru' ? 'ru-RU' : 'en-GB',
})

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/** Where the hall's program stands at an instant: a session on now, the next one, or neither. */
export type HallState = { kind: 'live'; title: string } | { kind: 'next'; title: string; start: Date } | { kind: 'over' } | { kind: 'none' }

interface HallSession {
  start_at: Date | string
  end_at: Date | string
  title: string
}

/** "Live" only while a session in the hall is on; before and between sessions, what comes next. */
export function hallState(sessions: readonly HallSession[], now: number): HallState {
  const sorted = [...sessions].sort((a, b) => +new Date(a.start_at) - +new Date(b.start_at))
  const on = sorted.find((m) => +new Date(m.start_at) <= now && now < +new Date(m.end_at))
  if (on) return { kind: 'live', title: on.title }
  const next = sorted.find((m) => +new Date(m.start_at) > now)
  if (next) return { kind: 'next', title: next.title, start: new Date(next.start_at) }
  return sorted.length > 0 ? { kind: 'over' } : { kind: 'none' }
}

/** "8 December, 10:00" (with the day when it is not today, in the venue's zone). */
function whenText(lang: Lang, start: Date, now: number, timeZone: string): string {
  const { locale } = textIn(lang)
  const day = (d: Date | number) => new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'long' }).format(d)
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start)
  return day(start) === day(now)
    ? text(lang, /*i18n*/ { id: 'сегодня в {time}', values: { time } })
    : text(lang, /*i18n*/ { id: '{day} в {time}', values: { day: day(start), time } })
}

export function streamPage(lang: Lang, hall: string, state: HallState, now: number, timeZone: string): string {
  const x = textIn(lang)
  const live = state.kind === 'live'
  const status =
    state.kind === 'live'
      ? `<p class="status">${x.now}: ${escape(state.title)}</p>`
      : state.kind === 'next'
        ? `<p class="status">${escape(x.next(state.title, whenText(lang, state.start, now, timeZone)))}</p>`
        : `<p class="status">${state.kind === 'over' ? x.over : x.none}</p>`
  const badge = live
    ? `<circle class="live" cx="36" cy="34" r="9" fill="#ff3b30"/><text x="54" y="41" fill="#fff" font-size="20" font-weight="700" font-family="system-ui,sans-serif">${x.live}</text>`
    : ''
  // Not live: the page looks again every minute, so the broadcast starts with its session.
  const refresh = live ? '' : '<meta http-equiv="refresh" content="60">'
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${refresh}
<title>${x.title}: ${escape(hall)}</title><style>${STYLE}</style></head>
<body><main>
<svg viewBox="0 0 640 360" role="img" aria-label="${x.title}: ${escape(hall)}">
<rect width="640" height="360" rx="12" fill="#1a237e"/>
${live ? '<circle class="wave" cx="320" cy="180" r="90" fill="none" stroke="#7986cb" stroke-width="6"/><polygon points="296,140 296,220 360,180" fill="#fff"/>' : '<rect x="290" y="145" width="20" height="70" rx="4" fill="#7986cb"/><rect x="330" y="145" width="20" height="70" rx="4" fill="#7986cb"/>'}
${badge}
</svg>
<p class="hall">${escape(hall)}</p>${status}<p class="note">${x.demo}</p>
</main></body></html>
`
}

/** The hall's sessions with their titles in a language (Russian where there is none). */
async function hallSessions(db: Db, hallId: number, lang: Lang): Promise<HallSession[]> {
  const rows = await listHallSessions(db, hallId)
  return rows.map((m) => ({ start_at: m.start_at, end_at: m.end_at, title: m.translations[lang]?.title ?? m.translations.ru?.title ?? '' }))
}

export function streamPageRoutes(db: Db, clock: Clock = systemClock): Hono {
  const app = new Hono()
  app.get('/:file', async (c) => {
    const lang = c.req.query('lang') === 'en' ? 'en' : 'ru'
    const area = /^hall-\d{1,9}\.html$/.test(c.req.param('file')) ? await hallOfStream(db, c.req.path) : undefined
    if (!area) throw new HttpError(404, t(requestLang(c), 'noSuchEndpoint', { path: c.req.path }))
    const hall = area.translations[lang]?.name ?? area.translations.ru?.name ?? ''
    const now = clock()
    const state = hallState(await hallSessions(db, area.id, lang), now)
    const page = streamPage(lang, hall, state, now, (await findEventClock(db, area.event_id))?.timezone ?? 'UTC')
    const res = respond(c, makeEntity(page, 'text/html; charset=utf-8'), { cacheControl: 'no-cache', effort: 'fast' })
    // Framed by the site itself only; securityHeaders keeps a route's own policy.
    res.headers.set('Content-Security-Policy', CSP)
    res.headers.set('X-Frame-Options', 'SAMEORIGIN')
    return res
  })
  return app
}
