/** The change log's feeds, Atom (changes-feed.ts) and JSON Feed (changes-json-feed.ts), as routes. */
import { Hono } from 'hono'
import { EVENT_ID } from '../../kernel/constants'
import { langOrDefault } from '../../kernel/lang'
import type { ContentCache } from '../content/cache'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { loadChanges } from './changes-api'
import { CHANGES_FEED_PATH, CHANGES_JSON_FEED_PATH, FEED_VERSIONS, changesAtom } from './changes-feed'
import { changesJsonFeed } from './changes-json-feed'
import { findEventName } from './queries'

const FORMATS = [
  { path: CHANGES_FEED_PATH, type: 'application/atom+xml; charset=utf-8', write: changesAtom },
  { path: CHANGES_JSON_FEED_PATH, type: 'application/feed+json; charset=utf-8', write: changesJsonFeed },
]

/** `site`: the public address (PUBLIC_URL), for the feeds' absolute links. */
export function changesFeedRoutes(db: Db, cache: ContentCache, site: string): Hono {
  const routes = new Hono()
  for (const format of FORMATS) {
    routes.get(format.path, async (c) => {
      const lang = langOrDefault(c.req.query('lang'))
      await cache.currentVersion() // drops the kept feed when the content changed
      const key = `${format.path} ${lang}`
      let entity = cache.get(key)
      if (!entity) {
        const data = await loadChanges(db, {
          lang,
          langs: [lang],
          path: { event: EVENT_ID },
          query: { newest_first: 1, limit: FEED_VERSIONS },
        })
        const eventName = await findEventName(db, EVENT_ID, lang)
        entity = makeEntity(format.write(data, { lang, site, eventName }), format.type)
        cache.set(key, entity)
      }
      const res = respond(c, entity, { cacheControl: 'public, max-age=60' })
      res.headers.set('Access-Control-Allow-Origin', '*') // open data: any site's reader may fetch it
      return res
    })
  }
  return routes
}
