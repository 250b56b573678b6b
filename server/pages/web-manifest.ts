/**
 * The web app manifests, one per language: `/manifest.ru.webmanifest` and
 * `/manifest.en.webmanifest`. The installed app is named after the organizer's event (its
 * `site_name`, else `name`, server/content/site-name.ts), not after the demo: a deployment
 * writes nothing by hand. Built once per content version and language, with an ETag.
 */
import { Hono } from 'hono'
import { LANGUAGES, type Lang } from '../../kernel/constants'
import { langAddress } from '../../kernel/lang-address'
import type { ContentCache } from '../content/cache'
import { siteName } from '../content/site-name'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { text as say } from '../i18n'

/** The forum's colours (src/styles/base.css: --c-brand and --c-bg). */
export const THEME_COLOR = '#1b1464'
export const BACKGROUND_COLOR = '#faf9fc'

/** A home-screen label longer than this is cut by launchers; a generic word reads better. */
const SHORT_NAME_MAX = 12

const textsIn = (lang: Lang) => ({
  app: say(lang, /*i18n*/ { id: 'Программа форума' }),
  short: say(lang, /*i18n*/ { id: 'Форум' }),
  description: say(lang, /*i18n*/ { id: 'Программа форума: сессии, залы, спикеры. Работает и без сети.' }),
  grid: say(lang, /*i18n*/ { id: 'Сетка программы' }),
  cabinet: say(lang, /*i18n*/ { id: 'Личный кабинет', context: 'account link' }),
})

/** The manifest of `lang`, for an event called `site` ('' when there is no event yet). */
export function webManifest(lang: Lang, site: string): Record<string, unknown> {
  const text = textsIn(lang)
  const at = (path: string) => langAddress(path, '', lang)
  return {
    id: at('/'),
    lang,
    dir: 'ltr',
    name: site || text.app,
    short_name: site && site.length <= SHORT_NAME_MAX ? site : text.short,
    description: text.description,
    start_url: at('/'),
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    shortcuts: [
      { name: text.grid, url: at('/program/grid') },
      { name: text.cabinet, url: at('/cabinet') },
    ],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  }
}

export function webManifestRoutes(db: Db, cache: ContentCache): Hono {
  const routes = new Hono()
  for (const lang of LANGUAGES) {
    routes.get(`/manifest.${lang}.webmanifest`, async (c) => {
      await cache.currentVersion() // a renamed event reaches the manifest with the next version
      const key = `manifest ${lang}`
      let entity = cache.get(key)
      if (!entity) {
        entity = makeEntity(JSON.stringify(webManifest(lang, await siteName(db, lang))), 'application/manifest+json; charset=utf-8')
        cache.set(key, entity)
      }
      return respond(c, entity, { cacheControl: 'no-cache' })
    })
  }
  return routes
}
