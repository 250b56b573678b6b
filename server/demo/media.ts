import type { Infer } from 'superstruct'
import type { MediaIn, MeetingIn } from '../program/import/schema'
import { buildPdf } from '../program/pdf'

/** A one-page "presentation" PDF for a session: the demo's media files. */
export function presentationPdf(meeting: MeetingIn): Buffer {
  const en = meeting.translations.en ?? meeting.translations.ru
  return buildPdf(
    [
      { text: 'Horizon Creative Industries Forum & Festival 2026', size: 12, bold: true },
      { text: en.title, size: 16, bold: true, gap: 20 },
      { text: `${meeting.start_at.slice(0, 10)}, ${meeting.start_at.slice(11, 16)}-${meeting.end_at.slice(11, 16)} (Moscow time)`, gap: 10 },
      { text: 'Presentation slides are shared by the speakers after the session.', gap: 20 },
    ],
    en.title,
  )
}

export const mediaUrl = (id: number) => `/media/demo/file/${id}.pdf`

/** Sessions of the main halls have slides. */
export function demoMedia(meetings: MeetingIn[]): Array<Infer<typeof MediaIn>> {
  return meetings
    .filter((m) => !m.is_culture && m.area_id <= 2)
    .filter((_, i) => i % 2 === 0)
    .map((m, i) => ({
      id: i + 1,
      meeting_id: m.id,
      name: `presentation-${m.id}.pdf`,
      url: mediaUrl(i + 1),
      size: presentationPdf(m).length,
      mime: 'application/pdf',
    }))
}
