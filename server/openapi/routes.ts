import { Hono } from 'hono'
import { makeEntity, respond } from '../http/entity'
import { buildOpenApi } from './document'

export const OPENAPI_PATH = '/api/openapi.json'

/** GET /api/openapi.json: the document, built on the first ask and kept (it changes only with a release). */
export function openApiRoutes(site: string): Hono {
  const routes = new Hono()
  let entity: ReturnType<typeof makeEntity> | null = null
  routes.get(OPENAPI_PATH, (c) => {
    entity ??= makeEntity(JSON.stringify(buildOpenApi(site)), 'application/json; charset=utf-8')
    const res = respond(c, entity, { cacheControl: 'public, max-age=300' })
    // Any site's tools may read it (no credentials are involved).
    res.headers.set('Access-Control-Allow-Origin', '*')
    return res
  })
  return routes
}
