import { EVENT_ID } from '../../kernel/constants'
import type { MeetingIn } from '../program/import/schema'
import type { FestivalSeed } from './festival'
import type { SessionSeed } from './program'
import { sessionTexts } from './session-text'
import type { Rng } from './prng'
import { FORUM_DAYS, VENUE_OFFSET } from './venue'

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
export const at = (day: number, minutes: number) => `${FORUM_DAYS[day]}T${hhmm(minutes)}:00${VENUE_OFFSET}`

/** Broadcasts are stored for the account API; the content API only reports has_broadcast. */
const streamOf = (areaId: number) => `/media/streams/hall-${areaId}.html`

export function businessMeetings(rng: Rng, sessions: SessionSeed[]): MeetingIn[] {
  return sessions.map((s, i) => {
    const lead = s.industries[0]!
    const texts = sessionTexts(rng, s.formatId, s.title, lead)
    return {
      id: i + 1,
      event_id: EVENT_ID,
      start_at: at(s.day, s.start),
      end_at: at(s.day, s.end),
      is_culture: false,
      area_id: s.area.id,
      area_event_type_id: s.formatId,
      industry_ids: s.industries.map((x) => x.id),
      interest_ids: [],
      speakers: s.speakers,
      broadcast_url: s.area.streamed ? streamOf(s.area.id) : null,
      age_limit: null,
      translations: {
        ru: { title: s.title[0], description: texts.description[0], key_questions: texts.keyQuestions[0], expected_result: texts.expectedResult[0] },
        en: { title: s.title[1], description: texts.description[1], key_questions: texts.keyQuestions[1], expected_result: texts.expectedResult[1] },
      },
    }
  })
}

export function festivalMeetings(items: FestivalSeed[], firstId: number): MeetingIn[] {
  return items.map((f, i) => ({
    id: firstId + i,
    event_id: EVENT_ID,
    start_at: at(f.day, f.start),
    end_at: at(f.day, f.end),
    is_culture: true,
    area_id: f.area.id,
    area_event_type_id: null,
    industry_ids: [],
    interest_ids: f.interestIds,
    speakers: f.speakers,
    broadcast_url: f.area.id === 11 ? streamOf(11) : null,
    age_limit: f.ageLimit,
    translations: {
      ru: { title: f.title[0], description: f.description[0], key_questions: '', expected_result: '' },
      en: { title: f.title[1], description: f.description[1], key_questions: '', expected_result: '' },
    },
  }))
}
