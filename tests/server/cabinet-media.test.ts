import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_LIST_LIMIT } from '../../kernel/constants'
import { MediaFile } from '../../kernel/contract/content'
import { expectError, expectResponse } from './helpers/account'
import { type CabinetTestServer, createCabinetServer, demoToken, getWithToken, newPerson } from './helpers/cabinet'

let server: CabinetTestServer
let speaker: string
let visitor: string
let files: MediaFile[]
beforeAll(async () => {
  server = await createCabinetServer()
  speaker = await demoToken(server, 'speaker')
  visitor = await demoToken(server, 'visitor')
  files = expectResponse(await server.raw('GET', `/api/user/media?limit=${MEDIA_LIST_LIMIT}`, { token: speaker }), 'userMedia')
})
afterAll(() => server?.close())

describe('§6 §7 GET /api/user/media: a speaker’s presentation files', () => {
  it('§6: the demo speaker gets their files, each for a session they speak at', async () => {
    expect(files).toHaveLength(2)
    const own = expectResponse(await server.raw('GET', '/api/user/meeting', { token: speaker }), 'userMeetings').map((m) => m.id)
    for (const f of files) {
      expect(own).toContain(f.meeting_id)
      expect(f).toMatchObject({ mime: 'application/pdf', url: `/api/acc/api/user/media/${f.id}/file` })
    }
    expect(expectResponse(await server.raw('GET', '/api/user/media?limit=1', { token: speaker }), 'userMedia')).toEqual(files.slice(0, 1))
  })

  it('§6: the speaker downloads a file with the bearer: a PDF of the listed size, attachment with a UTF-8 name', async () => {
    for (const f of files) {
      const res = await getWithToken(server, f.url, speaker)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('application/pdf')
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      expect(res.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''${encodeURIComponent(f.name)}`)
      const bytes = Buffer.from(await res.arrayBuffer())
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(bytes.length).toBe(f.size)
    }
  })

  it('§6: a visitor has no files ([]) and cannot open a speaker’s file (404, as for a file that does not exist)', async () => {
    expect(expectResponse(await server.raw('GET', '/api/user/media?limit=100', { token: visitor }), 'userMedia')).toEqual([])
    for (const f of files) expectError(await toReply(getWithToken(server, f.url, visitor)), 404, 'not_found')
    const stranger = await newPerson(server)
    expect(expectResponse(await server.raw('GET', '/api/user/media', { token: stranger }), 'userMedia')).toEqual([])
    expectError(await toReply(getWithToken(server, files[0]!.url, stranger)), 404, 'not_found')
    expectError(await toReply(getWithToken(server, '/api/acc/api/user/media/999999/file', speaker)), 404, 'not_found')
  })

  it('§7: without a bearer both are 401; a bad limit is a 400', async () => {
    expectError(await server.raw('GET', '/api/user/media'), 401, 'unauthorized')
    expectError(await toReply(getWithToken(server, files[0]!.url, null)), 401, 'unauthorized')
    expectError(await server.raw('GET', '/api/user/media?limit=0', { token: speaker }), 400, 'validation_failed')
  })

  it('decided: a file follows the speaker’s part in the session: taken off the session, it is no longer listed or served', async () => {
    const f = files[0]!
    const [link] = await server.db.query<{ speaker_id: number; role: string; position: number }>(
      'DELETE FROM meeting_speakers ms USING speaker_files f WHERE f.id = $1 AND ms.meeting_id = f.meeting_id AND ms.speaker_id = f.speaker_id RETURNING ms.speaker_id, ms.role, ms.position',
      [f.id],
    )
    try {
      expect(expectResponse(await server.raw('GET', '/api/user/media', { token: speaker }), 'userMedia').map((x) => x.id)).not.toContain(f.id)
      expect((await getWithToken(server, f.url, speaker)).status).toBe(404)
    } finally {
      await server.db.query('INSERT INTO meeting_speakers (meeting_id, speaker_id, role, position) VALUES ($1, $2, $3, $4)', [
        f.meeting_id,
        link!.speaker_id,
        link!.role,
        link!.position,
      ])
    }
  })
})

async function toReply(response: Promise<Response>) {
  const res = await response
  const text = await res.text()
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text, res }
}
