/**
 * The version of each API's answers (kernel/contract/versions.ts): every answer under an API's
 * prefix names it, and a client that asks for a version this server does not serve is told so
 * before anything runs, rather than getting an answer of another shape.
 */
import type { MiddlewareHandler } from 'hono'
import { API_VERSIONS, API_VERSIONS_HEADER, API_VERSION_HEADER, apiOfPath } from '../../kernel/contract/versions'
import { text } from '../i18n'
import { errorBody } from './errors'
import { requestLang } from './messages'

export const apiVersions: MiddlewareHandler = async (c, next) => {
  const name = apiOfPath(c.req.path)
  if (!name) return next()
  const api = API_VERSIONS[name]
  const asked = c.req.header(API_VERSION_HEADER)?.trim()
  const served = api.served as readonly string[]
  if (asked && !served.includes(asked)) {
    const message = text(requestLang(c), /*i18n*/ {
      id: 'Версия API «{asked}» не поддерживается. Этот сервер отвечает в версиях: {served}',
      values: { asked: asked.slice(0, 40), served: served.join(', ') },
    })
    return c.json(errorBody(message, undefined, 'api_version_unsupported'), 400, {
      'Cache-Control': 'no-store',
      [API_VERSION_HEADER]: api.current,
      [API_VERSIONS_HEADER]: served.join(', '),
    })
  }
  await next()
  // With one version served the answer is the current one; several would pick by `asked` here.
  c.header(API_VERSION_HEADER, asked || api.current)
  c.header('Vary', API_VERSION_HEADER, { append: true })
}
