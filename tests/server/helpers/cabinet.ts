import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect } from 'vitest'
import { EVENT_ID } from '../../../kernel/constants'
import { DEMO_ACCOUNTS } from '../../../server/demo/accounts'
import { ACC, type AccountTestServer, type Reply, createAccountServer, login, registeredUser } from './account'
import { pngChunk, pngWith } from './images'

export interface CabinetTestServer extends AccountTestServer {
  /** Uploads go to <dataDir>/uploads: a temporary directory per test file. */
  dataDir: string
}

export async function createCabinetServer(): Promise<CabinetTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forum-cabinet-'))
  const server = await createAccountServer({ config: { dataDir } })
  return {
    ...server,
    dataDir,
    async close() {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Whether the database still holds the userpic behind a /media/userpics/ URL (uploaded_files, migration 007). */
export async function isStored(server: AccountTestServer, url: string): Promise<boolean> {
  const rows = await server.db.query('SELECT 1 FROM uploaded_files WHERE name = $1', [url.slice('/media/userpics/'.length)])
  return rows.length === 1
}

/** A new confirmed account, logged in: its token. */
export async function newPerson(server: AccountTestServer): Promise<string> {
  const { email, password } = await registeredUser(server)
  return login(server, email, password)
}

export const demoToken = (server: AccountTestServer, who: keyof typeof DEMO_ACCOUNTS) =>
  login(server, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password)

async function reply(res: Response): Promise<Reply> {
  const text = await res.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    /* not JSON: kept as text */
  }
  return { status: res.status, body, res }
}

/** A multipart/form-data upload, as a browser's FormData sends it. */
export async function uploadUserpic(
  server: AccountTestServer,
  token: string | null,
  bytes: Uint8Array,
  options: { filename?: string; type?: string; field?: string; lang?: 'ru' | 'en' } = {},
): Promise<Reply> {
  const form = new FormData()
  form.append(options.field ?? 'file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'me.png')
  const headers: Record<string, string> = { 'X-Lang': options.lang ?? 'ru', 'X-Event-Id': String(EVENT_ID) }
  if (token) headers.Authorization = `Bearer ${token}`
  return reply(await server.request(`${ACC}/api/user/userpic`, { method: 'POST', headers, body: form }))
}

/** A GET with the bearer, any path of the server (files are not JSON). */
export async function getWithToken(server: AccountTestServer, path: string, token: string | null): Promise<Response> {
  return server.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
}

/** A 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * A 1×1 PNG padded to `size` with a second image data chunk (kept by the metadata stripping,
 * which keeps image data only): the limit is about bytes, not pixels.
 */
export function pngOfSize(size: number): Buffer {
  const padding = size - TINY_PNG.length - 12
  if (padding < 0) throw new Error(`a PNG needs at least ${TINY_PNG.length + 12} bytes`)
  return pngWith(pngChunk('IDAT', Buffer.alloc(padding)))
}

/** The top-level §8 message of a writing call. */
export function expectMessage(r: Reply, message: string) {
  expect(r.body.message).toBe(message)
}

/** A cabinet server and a new person's token for a file's tests, handed to `use` before they run; closed after them. */
export function withCabinetPerson(use: (server: CabinetTestServer, token: string) => void): void {
  let server: CabinetTestServer | undefined
  beforeAll(async () => {
    server = await createCabinetServer()
    use(server, await newPerson(server))
  })
  afterAll(() => server?.close())
}
