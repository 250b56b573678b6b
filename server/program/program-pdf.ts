import type { Lang } from '../../kernel/constants'
import { clockTime, dayUtcLabel, zonePlace } from '../../kernel/venue-time'
import type { Db } from '../db/types'
import { text } from '../i18n'
import { BRAND, FlowWriter, MUTED } from './pdf-flow'
import { findEventIdByYear } from './queries'
import { loadOpenProgram } from './schedule-data'
import type { OpenSession } from './schedule-model'

const textsIn = (lang: Lang) => ({
  program: text(lang, /*i18n*/ { id: 'Программа' }),
  venueTime: text(lang, /*i18n*/ { id: 'Время площадки' }),
  live: text(lang, /*i18n*/ { id: 'Актуальная программа — на сайте.' }),
  festival: text(lang, /*i18n*/ { id: 'фестиваль' }),
  locale: lang === 'ru' ? 'ru-RU' : 'en-GB',
})

/** A calendar date in words: a day heading ("вторник, 8 декабря"), or a date of the edition's span. */
const dateLabel = (date: string, locale: string, withYear = false, weekday = !withYear) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    ...(weekday ? { weekday: 'long' } : {}), day: 'numeric', month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC',
  })

/**
 * The printable program of an edition (events.program_link) in one language, built from the
 * current content (schedule-data.ts, the same reading as the open schedule data): by conference
 * day, then by hall, each session with its time in the venue's zone (§16), title, format and
 * speakers. Withdrawn sessions are left out. DejaVu Sans carries Cyrillic and Latin alike.
 */
export async function programPdf(db: Db, year: number, lang: Lang): Promise<Buffer | null> {
  const eventId = await findEventIdByYear(db, year)
  if (eventId === null) return null
  const program = await loadOpenProgram(db, eventId, lang, '')
  if (!program) return null
  const texts = textsIn(lang)
  const { title, startsOn, endsOn, timeZone, venue, city } = program.event
  const pdf = await FlowWriter.create(`${title}: ${texts.program}`, lang)
  pdf.write(title, { size: 17, bold: true, color: BRAND })
  const dates = startsOn === endsOn ? dateLabel(startsOn, texts.locale, true) : `${dateLabel(startsOn, texts.locale, false, false)} – ${dateLabel(endsOn, texts.locale, true)}`
  pdf.write(`${texts.program} · ${[dates, venue, city].filter(Boolean).join(', ')}`, { size: 11, gap: 4 })
  // §16: the venue's clock, named by its city and offset (the offset of the first day).
  pdf.write(`${texts.venueTime}: ${city || zonePlace(timeZone)} (${dayUtcLabel(startsOn, timeZone)}). ${texts.live}`, { size: 9, gap: 2, color: MUTED })

  const byDay = new Map<string, OpenSession[]>()
  for (const s of program.sessions) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s])
  for (const day of program.days) {
    const sessions = byDay.get(day.date)
    if (!sessions?.length) continue
    pdf.write(dateLabel(day.date, texts.locale), { size: 14, bold: true, color: BRAND, gap: 16, keepWith: 3 })
    for (const hall of program.halls) {
      const inHall = sessions.filter((s) => s.hall.id === hall.id)
      if (!inHall.length) continue
      inHall.forEach((s, i) => {
        const time = `${clockTime(s.start, timeZone)}–${clockTime(s.end, timeZone)}`
        const facts = [s.format ?? (s.festival ? texts.festival : null), s.persons.map((p) => p.name).filter(Boolean).join(', ')]
        const line = facts.filter(Boolean).join(' · ')
        // One session on one page; the hall's name goes with its first session.
        pdf.block([
          ...(i === 0 ? [{ text: hall.name, style: { size: 11.5, bold: true, gap: 9 } }] : []),
          { text: `${time}   ${s.title}`, style: { size: 9.5, gap: 4 } },
          ...(line ? [{ text: line, style: { size: 8.5, color: MUTED, indent: 58 } }] : []),
        ])
      })
    }
  }
  return pdf.save()
}
