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
import { searchWords } from './search-text'
import { speaker, speakers } from './speakers'

// The loaders take the parsed query of their own endpoint; the table below pairs them.
export type ContentLoader = (db: Db, req: ParsedRequest<never>) => Promise<unknown>
type Loader = ContentLoader

/** Endpoints answered by a layer above the content (the program's change log): app.ts hands them in. */
type Provided = 'changes'

const LOADERS: Record<Exclude<ContentEndpointName, Provided>, Loader> = {
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
  /** The loaders of the endpoints the content layer does not own. */
  provided: Record<Provided, Loader>
}

const JSON_TYPE = 'application/json; charset=utf-8'

/**
 * The answers whose titles and names the site shows as headings, tiles and grid cells. Not the
 * event (its name is the brand, which never breaks) nor search (its snippets carry marks).
 */
const HYPHENATED: ReadonlySet<ContentEndpointName> = new Set(['news', 'newsItem', 'themes', 'industries', 'areas', 'interests', 'organizations', 'meetings', 'speaker'])

/** The content API (§7): GET only, every success as { data }, one cache entry per URL and language. */
export function contentApi({ db, cache, cacheControl, provided }: ContentApiOptions): Hono {
  const api = new Hono()
  for (const [name, endpoint] of Object.entries(contentEndpoints) as Array<[ContentEndpointName, (typeof contentEndpoints)[ContentEndpointName]]>) {
    const load = name === 'changes' ? provided.changes : LOADERS[name]
    api.get(endpoint.path, async (c) => {
      // Only valid requests are cached, keyed on the request as validated (normalizedKey): other
      // spellings of it (parameter order, `%31`, a search's case and spacing) share its entry.
      // A spelling seen before is an alias: a hit on it needs no validation, which was most of
      // the cost of a cached answer.
      const version = await cache.currentVersion()
      const url = new URL(c.req.url)
      const lang = requestLang(c)
      // Titles and names with soft hyphens are another answer to the same request: their own
      // entry, never served to a client that did not ask for them.
      const hyphens = HYPHENATED.has(name) && c.req.header(HYPHENS_HEADER) === 'soft'
      const variant = `${version} ${lang}${hyphens ? ' soft' : ''}`
      const raw = `${variant} ${url.pathname}${url.search}`
      const known = cache.aliasOf(raw)
      let entity = known === undefined ? undefined : cache.get(known)
      if (!entity) {
        const req = parseRequest(c, endpoint.query as unknown as Struct<unknown, unknown>)
        const key = `${variant} ${normalizedKey(name, url.pathname, req)}`
        entity = cache.get(key)
        if (!entity) {
          const data = await load(db, req as ParsedRequest<never>)
          entity = makeEntity(JSON.stringify({ data: hyphens ? hyphenateAnswer(data) : data }), JSON_TYPE)
          cache.set(key, entity)
        }
        cache.alias(raw, key)
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

/**
 * The request as validated: its path, and its query parameters' parsed values in name order
 * (`langs` as a set; a search's text as its searched words). Two requests with the same key get
 * the same answer.
 */
export function normalizedKey(name: string, pathname: string, req: ParsedRequest<unknown>): string {
  const query = req.query as Record<string, unknown>
  const parts: Array<[string, unknown]> = []
  for (const param of Object.keys(query).sort()) {
    let value = query[param]
    if (value === undefined) continue
    if (param === 'langs') value = [...req.langs].sort()
    else if (name === 'search' && param === 'q' && typeof value === 'string') value = searchWords(value)
    parts.push([param, value])
  }
  return `${pathname} ${JSON.stringify(parts)}`
}
