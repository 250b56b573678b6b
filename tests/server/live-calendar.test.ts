/**
 * A change reaches the person's calendar: after a program version that moves one of their picks
 * and cancels another, the feed has the moved session at its new instant with a higher SEQUENCE
 * (same UID, so apps replace it) and the cancelled one still there with STATUS:CANCELLED (so apps
 * remove it instead of keeping a ghost). Read with ical.js, and with khal (Debian's calendar
 * client, which .ci/run installs; the test fails without it): imported before and after, it lists
 * the moved session once at its new time and the cancelled one only as cancelled.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publishProgramChange } from '../../server/demo/program-change'
import { expectResponse } from './helpers/account'
import { type CabinetTestServer, createCabinetServer, newPerson } from './helpers/cabinet'

let server: CabinetTestServer
beforeAll(async () => {
  server = await createCabinetServer()
})
afterAll(() => server?.close())

function events(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text))
  return cal.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v)
    return {
      uid: e.uid,
      start: e.startDate.toJSDate().toISOString(),
      sequence: e.sequence,
      status: (v.getFirstPropertyValue('status') as string | null) ?? null,
      summary: e.summary,
    }
  })
}

describe('a program change in the personal calendar feed', () => {
  it('a moved pick keeps its UID with the new instant and a higher SEQUENCE; a cancelled pick stays with STATUS:CANCELLED', async () => {
    const token = await newPerson(server)
    expect((await server.call('addFavorites', { token, body: { ids: [4, 5] } })).status).toBe(200)
    const feed = expectResponse(await server.call('calendarFeed', { token }), 'calendarFeed')
    const ics = async () => (await server.request(feed.url.replace(/^https?:\/\/[^/]+/, ''))).text()
    const read = async () => events(await ics())
    const khal = khalCalendar()
    khal.import(await ics())
    const before = await read()
    expect(before.map((e) => e.status)).toEqual([null, null])
    const [moved, cancelled] = await server.db.query<{ id: number; start_at: Date }>('SELECT id, start_at FROM meetings WHERE id IN (4, 5) ORDER BY id')
    const oldMoved = before.find((e) => e.start === new Date(moved!.start_at).toISOString())!

    await publishProgramChange(server.db, [{ id: 4, minutes: 90 }], [5])
    const after = await read()
    expect(after).toHaveLength(2)
    const m = after.find((e) => e.uid === oldMoved.uid)!
    expect(m.start).toBe(new Date(new Date(moved!.start_at).getTime() + 90 * 60_000).toISOString())
    expect(m.sequence).toBeGreaterThan(oldMoved.sequence)
    expect(m.status).toBeNull()
    const c = after.find((e) => e.uid !== oldMoved.uid)!
    expect(c.status).toBe('CANCELLED')
    expect(c.start).toBe(new Date(cancelled!.start_at).toISOString())
    expect(c.sequence).toBe(m.sequence)
    khal.import(await ics())
    const lines = khal.list(c.start.slice(0, 10)).concat(khal.list(m.start.slice(0, 10)))
    const hhmm = (iso: string) => iso.slice(11, 16)
    const movedLines = [...new Set(lines)].filter((l) => l.includes(m.summary))
    expect(movedLines, lines.join('\n')).toHaveLength(1)
    expect(movedLines[0]).toContain(hhmm(m.start))
    const cancelledLines = [...new Set(lines)].filter((l) => l.includes(c.summary))
    expect(cancelledLines.length, lines.join('\n')).toBeGreaterThan(0)
    for (const l of cancelledLines) expect(l).toMatch(/^CANCELLED /)
    khal.cleanup()
    // The whole program's .ics does not list the cancelled session at all.
    const whole = await (await server.request('/media/schedule/35.ics')).text()
    expect(whole).not.toContain(c.uid)
  })
})

/** A khal with its own config and calendar directory; a missing khal fails the test, never skips it. */
function khalCalendar() {
  expect(existsSync('/usr/bin/khal'), 'khal is missing: apt-get install khal (.ci/run installs it)').toBe(true)
  const dir = mkdtempSync(join(tmpdir(), 'khal-'))
  mkdirSync(join(dir, 'cal'))
  const config = join(dir, 'config')
  writeFileSync(
    config,
    `[calendars]\n[[mine]]\npath = ${join(dir, 'cal')}\n[locale]\ntimeformat = %H:%M\ndateformat = %Y-%m-%d\nlongdateformat = %Y-%m-%d\n` +
      'datetimeformat = %Y-%m-%d %H:%M\nlongdatetimeformat = %Y-%m-%d %H:%M\ndefault_timezone = UTC\nlocal_timezone = UTC\n',
  )
  const run = (args: string[]) => {
    const r = spawnSync('/usr/bin/khal', ['-c', config, ...args], { encoding: 'utf8', timeout: 60_000 })
    if (r.status !== 0) throw new Error(`khal ${args.join(' ')}: ${r.stderr}`)
    return r.stdout
  }
  return {
    import(text: string) {
      const file = join(dir, 'feed.ics')
      writeFileSync(file, text)
      run(['import', '--batch', '-a', 'mine', file])
    },
    list: (day: string) => run(['list', '--format', '{cancelled}{start-time}-{end-time} {title}', day, '1d']).split('\n').map((l) => l.trim()).filter(Boolean),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  }
}
