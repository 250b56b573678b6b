import { Hono, type Context } from 'hono'
import type { Struct } from 'superstruct'
import { type ContentEndpointName, contentEndpoints } from '../../kernel/contract/content'
import type { Db } from '../db/types'
import { makeEntity, respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { requestLang, t } from '../http/messages'
import type { ContentCache } from './cache'
import { HYPHENS_HEADER } from '../../kernel/constants'
import { hyphenateAnswer } from './hyphens'
import { areas, industries, interests, organizations, themes } from './catalog'
import { events } from './events'
import { figures } from './figures'
import { meetings } from './meetings'
import { newsItem, newsList } from './news'
import { type ParsedRequest, parseRequest } from './params'
import { search } from './search'
import { searchCacheQuery } from './search-text'
import { speaker, speakers } from './speakers'

// The loaders take the parsed query of their own endpoint; the table below pairs them.
type Loader = (db: Db, req: ParsedRequest<never>) => Promise<unknown>

const LOADERS: Record<ContentEndpointName, Loader> = {
  news: newsList,
  newsItem,
  themes,
  industries,
  areas,
  interests,
  organizations,
  meetings,
  speakers,
  speaker,
  search,
  events,
  figures,
}

export interface ContentApiOptions {
  db: Db
  cache: ContentCache
  /** Cache-Control of content responses. */
  cacheControl: string
}

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The answers whose titles and names the site shows as headings, tiles and grid cells. Not the
 * event (its name is the brand, which never breaks) nor search (its snippets carry marks).
 */
const HYPHENATED: ReadonlySet<ContentEndpointName> = new Set(['news', 'newsItem', 'themes', 'industries', 'areas', 'interests', 'organizations', 'meetings', 'speaker'])

/** The content API (§7): GET only, every success as { data }, one cache entry per URL and language. */
export function contentApi({ db, cache, cacheControl }: ContentApiOptions): Hono {
  const api = new Hono()
  for (const [name, endpoint] of Object.entries(contentEndpoints) as Array<[ContentEndpointName, (typeof contentEndpoints)[ContentEndpointName]]>) {
    const load = LOADERS[name]
    api.get(endpoint.path, async (c) => {
      // Only valid requests are cached, and validity depends on the URL and the language alone:
      // a hit needs no validation, which was most of the cost of a cached answer.
      const version = await cache.currentVersion()
      const url = new URL(c.req.url)
      // Equal search queries (case, spacing, word order) share one entry: search-text.ts.
      const query = name === 'search' ? searchCacheQuery(url.searchParams, url.search) : url.search
      const hyphens = HYPHENATED.has(name) && c.req.header(HYPHENS_HEADER) === 'soft'
      const key = `${version} ${requestLang(c)}${hyphens ? ' soft' : ''} ${url.pathname}${query}`
      let entity = cache.get(key)
      if (!entity) {
        const req = parseRequest(c, endpoint.query as unknown as Struct<unknown, unknown>)
        const data = await load(db, req as ParsedRequest<never>)
        entity = makeEntity(JSON.stringify({ data: hyphens ? hyphenateAnswer(data) : data }), JSON_TYPE)
        cache.set(key, entity)
      }
      // A search's answer is seldom asked for again: compressed cheaply (http/compress.ts).
      return respond(c, entity, { cacheControl, vary: ['X-Lang', HYPHENS_HEADER], effort: name === 'search' ? 'once' : 'fast' })
    })
    api.all(endpoint.path, (c) => methodNotAllowed(c))
  }
  api.all('*', (c) => {
    throw new HttpError(404, t(requestLang(c), 'noSuchEndpoint', { path: new URL(c.req.url).pathname }))
  })
  return api
}

function methodNotAllowed(c: Context): Response {
  const lang = requestLang(c)
  return c.json({ message: t(lang, 'methodNotAllowed', { method: c.req.method }) }, 405, { Allow: 'GET, HEAD' })
}
