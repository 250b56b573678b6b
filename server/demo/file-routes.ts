import { Hono } from 'hono'
import type { Lang } from '../../kernel/constants'
import { type Entity, makeEntity, respond } from '../http/entity'
import { HttpError } from '../http/errors'
import { requestLang, t } from '../http/messages'
import { bannerSvg, industryIconSvg, logoSvg } from '../media/svg'
import { drawnAvatarSvg } from './avatar'
import { demoContent } from './index'
import { presentationPdf } from './media'

const SVG = 'image/svg+xml'
const PDF = 'application/pdf'
/** Demo images are derived from the code, so they only change with a new server version. */
const DEMO_CACHE = 'public, max-age=86400'

/** The numeric id in a file name such as `12.svg`, or null when the name is not `<id>.<ext>`. */
const idOfFileName = (file: string, ext: string) => {
  const m = new RegExp(`^([1-9]\\d{0,8})\\.${ext}$`).exec(file)
  return m ? Number(m[1]) : null
}

/** The bytes of a demo file, or null. Looked up in the generated demo, not in the database. */
function demoFile(kind: string, file: string): { body: string | Buffer; type: string } | null {
  const demo = demoContent()
  const id = idOfFileName(file, kind === 'file' ? 'pdf' : 'svg')
  const find = <T extends { id: number }>(list: T[] | undefined) => (id === null ? undefined : list?.find((x) => x.id === id))
  switch (kind) {
    case 'speaker': {
      const s = find(demo.speakers)
      return s ? { body: drawnAvatarSvg(s.id), type: SVG } : null
    }
    case 'organization': {
      const o = find(demo.organizations)
      return o ? { body: logoSvg(o.id, o.translations.ru.name), type: SVG } : null
    }
    case 'industry': {
      const i = demo.industries?.find((x) => `${x.slug}.svg` === file)
      const body = i ? industryIconSvg(i.slug, i.id) : null
      return body ? { body, type: SVG } : null
    }
    case 'news': {
      const n = find(demo.news)
      return n ? { body: bannerSvg(n.id + 3, 1200, 630), type: SVG } : null
    }
    case 'area': {
      const a = find(demo.areas)
      return a ? { body: bannerSvg(a.id + 11, 800, 450), type: SVG } : null
    }
    case 'event': {
      const e = find(demo.events)
      return e ? { body: bannerSvg(e.year, 1600, 900), type: SVG } : null
    }
    case 'file': {
      const f = find(demo.media)
      const meeting = f && demo.meetings?.find((m) => m.id === f.meeting_id)
      return meeting ? { body: presentationPdf(meeting), type: PDF } : null
    }
    default:
      return null
  }
}

/** The demo's pictures and presentations, `/media/demo/<kind>/<id>.<ext>`, drawn from the code. */
export function demoFileRoutes(): Hono {
  const media = new Hono()
  const demoEntities = new Map<string, Entity>()
  const notFound = (lang: Lang, path: string) =>
    new HttpError(404, t(lang, 'noSuchEndpoint', { path }))

  media.get('/demo/:kind/:file', (c) => {
    const key = `${c.req.param('kind')}/${c.req.param('file')}`
    let entity = demoEntities.get(key)
    if (!entity) {
      const found = demoFile(c.req.param('kind'), c.req.param('file'))
      if (!found) throw notFound(requestLang(c), c.req.path)
      entity = makeEntity(found.body, found.type)
      demoEntities.set(key, entity)
    }
    return respond(c, entity, { cacheControl: DEMO_CACHE, effort: 'best' })
  })
  return media
}
