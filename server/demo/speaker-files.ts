import { EVENT_ID } from '../../kernel/constants'
import type { Db } from '../db/types'
import { buildPdf } from '../program/pdf'

/**
 * "Slides" for the demo speaker's first two sessions: the cabinet's presentation files (§6).
 * Generated PDFs of a few hundred bytes, stored like real uploads. Skipped when the speaker has
 * files already, so it can run on every start.
 */
export async function seedSpeakerFiles(db: Db, speakerId: number): Promise<void> {
  const [has] = await db.query('SELECT 1 FROM speaker_files WHERE speaker_id = $1 LIMIT 1', [speakerId])
  if (has) return
  const sessions = await db.query<{ id: number; title: string }>(
    `SELECT m.id, COALESCE(m.translations->'en'->>'title', m.translations->'ru'->>'title') AS title
     FROM meeting_speakers ms JOIN meetings m ON m.id = ms.meeting_id
     WHERE ms.speaker_id = $1 AND m.event_id = $2 ORDER BY m.start_at, m.id LIMIT 2`,
    [speakerId, EVENT_ID],
  )
  for (const [i, session] of sessions.entries()) {
    const pdf = buildPdf(
      [
        { text: 'Horizon Creative Industries Forum & Festival 2026', size: 12, bold: true },
        { text: session.title, size: 16, bold: true, gap: 20 },
        { text: `Speaker's slides, part ${i + 1}. Shared with the speaker only until the session.`, gap: 12 },
      ],
      `Slides: ${session.title}`,
    )
    // One name in Cyrillic: downloads must survive non-ASCII names.
    const name = i === 0 ? `slides-${session.id}.pdf` : `Презентация-${session.id}.pdf`
    await db.query('INSERT INTO speaker_files (speaker_id, meeting_id, name, mime, size, content) VALUES ($1, $2, $3, $4, $5, $6)', [
      speakerId,
      session.id,
      name,
      'application/pdf',
      pdf.length,
      pdf,
    ])
  }
}
