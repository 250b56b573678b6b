import type { Translations } from '../../kernel/contract/common'
import type { Db } from '../db/types'
import { clockTime, conferenceDay, dayUtcLabel, zonePlace } from '../../kernel/venue-time'
import { type PdfLine, buildPdf } from './pdf'

type Named = Translations<{ name?: string; title?: string; venue?: string; city?: string }>
const en = (t: Named) => t.en ?? t.ru ?? {}

/** The printable programme of an edition (events.program_link), built from the current content. */
export async function programPdf(db: Db, year: number): Promise<Buffer | null> {
  const [event] = await db.query<{ id: number; timezone: string; day_change: string; starts_on: string; ends_on: string; translations: Named }>(
    'SELECT id, timezone, day_change, starts_on::text AS starts_on, ends_on::text AS ends_on, translations FROM events WHERE year = $1 ORDER BY id LIMIT 1',
    [year],
  )
  if (!event) return null
  const rows = await db.query<{ start_at: Date; end_at: Date; is_culture: boolean; area: Named; meeting: Named }>(
    `SELECT m.start_at, m.end_at, m.is_culture, a.translations AS area, m.translations AS meeting
     FROM meetings m JOIN areas a ON a.id = m.area_id
     WHERE m.event_id = $1 ORDER BY m.start_at, a.sort, m.id`,
    [event.id],
  )
  const info = en(event.translations)
  const lines: PdfLine[] = [
    { text: info.name ?? `Forum ${year}`, size: 16, bold: true },
    { text: `${event.starts_on} to ${event.ends_on}, ${info.venue ?? ''}, ${info.city ?? ''}`, size: 11, gap: 4 },
    // §16: the venue's clock, named by its city and offset (the offset of the first day).
    { text: `Venue time: ${info.city || zonePlace(event.timezone)} (${dayUtcLabel(event.starts_on, event.timezone)}, ${event.timezone}). The live programme is on the website.`, size: 9, gap: 2 },
  ]
  let day = ''
  for (const row of rows) {
    // §16: a session before the day change is listed with the evening before.
    const date = conferenceDay(row.start_at, event.timezone, event.day_change)
    if (date !== day) {
      day = date
      const label = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      lines.push({ text: label, size: 13, bold: true, gap: 14 })
    }
    const time = `${clockTime(row.start_at, event.timezone)}-${clockTime(row.end_at, event.timezone)}`
    const tag = row.is_culture ? ' [festival]' : ''
    lines.push({ text: `${time}  ${en(row.area).name ?? ''}: ${en(row.meeting).title ?? ''}${tag}`, size: 8.5 })
  }
  return buildPdf(lines, `${info.name ?? 'Forum'}: programme`)
}
