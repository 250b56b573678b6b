import type { Lang } from '../../../kernel/constants'
import type { MeetingSpeaker } from '../../../kernel/contract/content'
import { fullName } from '../../../kernel/person-name'
import { pick } from '../../lib/translate'

/** "Анна Иванова, Пётр Смирнов": moderators first, as on the session page. */
export function speakerNames(speakers: readonly MeetingSpeaker[], lang: Lang): string {
  const out: string[] = []
  for (const role of ['moderator', 'speaker'] as const) {
    for (const s of speakers) {
      if (s.role !== role) continue
      const text = pick(s.translations, lang)
      if (text) out.push(fullName(text))
    }
  }
  return out.join(', ')
}
