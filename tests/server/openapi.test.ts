/**
 * The published API document (/api/openapi.json, server/openapi/): generated from the contract,
 * it lists exactly the routes the app answers, validates as OpenAPI 3.1, and a client generated
 * from it with openapi-typescript type-checks a call.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { validate } from '@readme/openapi-parser'
import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openApiPath } from '../../server/openapi/document'
import { ROOT } from './helpers/template'
import { type TestServer, createTestServer } from './helpers/server'

let server: TestServer
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is probed as JSON
let doc: any
beforeAll(async () => {
  // Every optional route on: the import hand-over exists only with its key.
  server = await createTestServer({ publicUrl: 'https://forum.test', program: { url: null, pullEveryMs: 300_000, options: {}, importKey: 'k'.repeat(32) } }, { cliKey: 'c'.repeat(32) })
  doc = await (await server.request('/api/openapi.json')).json()
})
afterAll(() => server?.close())

const METHODS = ['get', 'put', 'post', 'delete', 'patch']

/** The app's own routes as "METHOD /path/{param}": middleware (ALL) and the site's catch-all left out. */
function appRoutes(): Set<string> {
  const out = new Set<string>()
  for (const r of server.app.routes) {
    if (r.method === 'ALL' || r.path === '/*') continue
    // `/api/user/me/` and `/api/user/me` are one call: the document names it once.
    const path = openApiPath(r.path).path.replace(/(.)\/$/, '$1')
    out.add(`${r.method} ${path}`)
  }
  return out
}

function documentRoutes(): Set<string> {
  const out = new Set<string>()
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) if (item[method]) out.add(`${method.toUpperCase()} ${path.replace(/(.)\/$/, '$1')}`)
  }
  return out
}

describe('the OpenAPI document', () => {
  it('lists every route the app answers, and no route it does not', () => {
    const app = appRoutes()
    const documented = documentRoutes()
    expect([...app].filter((r) => !documented.has(r)), 'routes the document lacks').toEqual([])
    expect([...documented].filter((r) => !app.has(r)), 'documented routes the app lacks').toEqual([])
    expect(app.size).toBeGreaterThan(90)
  })

  it('is a valid OpenAPI 3.1 document (@readme/openapi-parser)', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await validate(structuredClone(doc))
    expect(result.valid, JSON.stringify(result.valid ? [] : result.errors, null, 1)).toBe(true)
  })

  it("describes the contract's structs: the meeting list's query and answer", () => {
    const op = doc.paths['/acms/api/v1.0/meeting'].get
    expect(op.parameters.map((p: { name?: string }) => p.name)).toEqual(expect.arrayContaining(['event_id', 'date', 'industry_ids', 'brief']))
    expect(op.responses['200'].content['application/json'].schema.properties.data.items).toEqual({ $ref: '#/components/schemas/Meeting' })
    const meeting = doc.components.schemas.Meeting
    expect(meeting.properties.start_at).toEqual({ type: 'string', format: 'date-time' })
    expect(meeting.required).toEqual(expect.arrayContaining(['id', 'start_at', 'translations']))
    expect(meeting.required).not.toContain('speakers')
    // A request body is closed: the server refuses unknown fields.
    const login = doc.paths['/api/acc/auth/login'].post.requestBody.content['application/json'].schema
    expect(login).toMatchObject({ $ref: '#/components/schemas/LoginBody' })
    expect(doc.components.schemas.LoginBody).toMatchObject({ additionalProperties: false, required: ['email', 'password'] })
    // The live stream's events are each of the union's parts.
    expect(doc.components.schemas.LiveEvent.oneOf).toHaveLength(7)
  })

  it('generates a client with openapi-typescript whose calls type-check, and a wrong call does not', async () => {
    const types = astToString(await openapiTS(structuredClone(doc)))
    const dir = mkdtempSync(join(ROOT, 'tests/server/.openapi-client-'))
    try {
      writeFileSync(join(dir, 'api.ts'), types)
      const client = (call: string) => `import type { paths } from './api'
type Answer<P extends keyof paths> = paths[P] extends { get: { responses: { 200: { content: { 'application/json': infer B } } } } } ? B : never
type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? Q : never
declare function get<P extends keyof paths>(path: P, query: Query<P>): Promise<Answer<P>>
export async function titles(): Promise<string[]> {
  ${call}
  return answer.data.map((m) => m.translations.ru?.title ?? m.start_at)
}
`
      writeFileSync(join(dir, 'good.ts'), client(`const answer = await get('/acms/api/v1.0/meeting', { event_id: 35, industry_ids: [1, 2], brief: 1 })`))
      writeFileSync(join(dir, 'bad.ts'), client(`const answer = await get('/acms/api/v1.0/meeting', { event_id: 'thirty-five' })`))
      const check = (file: string) =>
        ts
          .getPreEmitDiagnostics(ts.createProgram([join(dir, file)], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true }))
          .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      expect(check('good.ts')).toEqual([])
      expect(check('bad.ts').join('\n')).toMatch(/not assignable to type 'number'/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('versioned answers', () => {
  it('each API names the version of its answers', async () => {
    for (const path of ['/acms/api/v1.0/industries', '/api/live/announcements', '/api/acc/api/halls/fill', '/api/acc/auth/providers']) {
      const res = await server.request(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Forum-Api-Version'), path).toBe('1')
      expect(res.headers.get('Vary') ?? '', path).toMatch(/Forum-Api-Version/)
    }
    // Files and pages belong to no API.
    expect((await server.request('/robots.txt')).headers.get('Forum-Api-Version')).toBeNull()
  })

  it('a client that asks for a served version gets it; one that asks for another is told which are served', async () => {
    const ok = await server.request('/acms/api/v1.0/industries', { headers: { 'Forum-Api-Version': '1' } })
    expect(ok.status).toBe(200)
    const refused = await server.request('/acms/api/v1.0/industries', { headers: { 'Forum-Api-Version': '7', 'X-Lang': 'en' } })
    expect(refused.status).toBe(400)
    expect(refused.headers.get('Forum-Api-Versions')).toBe('1')
    const body = await refused.json()
    expect(body.code).toBe('api_version_unsupported')
    expect(body.message).toMatch(/7.*1/)
  })
})
