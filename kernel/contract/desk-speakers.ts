/** Speakers in the desk (docs/desk.md): photo, names in both languages, position, organization, "on main". */
import { type Infer, array, boolean, object, size, string, trimmed, type } from 'superstruct'
import { Id } from './common'
import { EDITORS } from './desk'
import { PicturePath } from './desk-news'

const Name = size(trimmed(string()), 1, 100)
const Optional = (max: number) => size(trimmed(string()), 0, max)

export const SpeakerBody = object({
  photo: PicturePath,
  on_main: boolean(),
  ru_firstname: Name,
  ru_lastname: Name,
  ru_position: Optional(300),
  ru_organization: Optional(300),
  en_firstname: Optional(100),
  en_lastname: Optional(100),
  en_position: Optional(300),
  en_organization: Optional(300),
})
export type SpeakerBody = Infer<typeof SpeakerBody>
export const DeskSpeaker = type({ id: Id, ...SpeakerBody.schema, photo: PicturePath })
export type DeskSpeaker = Infer<typeof DeskSpeaker>

export const deskSpeakerEndpoints = {
  speakers: { method: 'GET', path: '/api/desk/speakers', roles: EDITORS, body: null, response: array(DeskSpeaker) },
  speakerSave: { method: 'PUT', path: '/api/desk/speakers/:id', roles: EDITORS, body: SpeakerBody, response: DeskSpeaker },
} as const
