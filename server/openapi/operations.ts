/**
 * Every call of the JSON APIs, read from the endpoint tables of kernel/contract (the tables the
 * server validates requests with and the client validates answers with), in one shape.
 */
import { ACCOUNT_API_PREFIX, CONTENT_API_PREFIX } from '../../kernel/constants'
import { accountEndpoints } from '../../kernel/contract/account'
import { contentEndpoints } from '../../kernel/contract/content'
import { deskEndpoints } from '../../kernel/contract/desk'
import { deskAnnouncementEndpoints } from '../../kernel/contract/desk-announcements'
import { deskDayEndpoints } from '../../kernel/contract/desk-day'
import { deskImportEndpoints } from '../../kernel/contract/desk-import'
import { deskMessageEndpoints, organizerMailEndpoints } from '../../kernel/contract/desk-messages'
import { deskNewsEndpoints } from '../../kernel/contract/desk-news'
import { deskPeopleEndpoints } from '../../kernel/contract/desk-people'
import { deskProgramEndpoints } from '../../kernel/contract/desk-program'
import { deskSeatEndpoints } from '../../kernel/contract/desk-seats'
import { deskSpeakerEndpoints } from '../../kernel/contract/desk-speakers'
import { seatEndpoints } from '../../kernel/contract/seats'
import { feedbackEndpoints } from '../../kernel/contract/feedback'
import { changeMailEndpoints, liveEndpoints, pickChangeEndpoints, pushEndpoints } from '../../kernel/contract/live'
import { questionEndpoints } from '../../kernel/contract/questions'
import { staffEndpoints } from '../../kernel/contract/staff'
import { tokenEndpoints } from '../../kernel/contract/tokens'
import { webhookEndpoints } from '../../kernel/contract/webhooks'
import type { ApiName } from '../../kernel/contract/versions'
import type { AnyStruct } from './schema'

export type Auth = boolean | 'optional' | 'organizer'

export interface Operation {
  id: string
  api: ApiName
  method: string
  /** Hono's form: `:name` segments. */
  path: string
  auth: Auth
  query?: AnyStruct
  body?: AnyStruct
  response?: AnyStruct
  /** A Server-Sent Events stream of these (instead of a JSON answer). */
  events?: AnyStruct
  upload?: { field: string; maxBytes: number; types: readonly string[] }
  roles?: readonly string[]
  status: 200 | 201
}

interface Row {
  method?: string
  path: string
  auth?: Auth
  query?: AnyStruct
  body?: AnyStruct | null
  response?: AnyStruct
  events?: AnyStruct
  upload?: Operation['upload']
  roles?: readonly string[] | null
}

/** The calls that answer 201 Created (a new question, announcement or push subscription). */
const CREATED = new Set(['questionsAsk', 'liveAnnounce', 'pushSubscribe'])

/** Some of a table's rows (a table whose calls live under different prefixes). */
const pick = <T extends Record<string, Row>, K extends keyof T>(table: T, keys: K[]): Record<string, Row> => Object.fromEntries(keys.map((k) => [k, table[k]])) as Record<string, Row>

const GROUPS: Array<{ api: ApiName; name: string; prefix: string; table: Record<string, Row> }> = [
  { api: 'content', name: 'content', prefix: CONTENT_API_PREFIX, table: contentEndpoints },
  { api: 'account', name: 'account', prefix: ACCOUNT_API_PREFIX, table: accountEndpoints },
  { api: 'staff', name: 'staff', prefix: ACCOUNT_API_PREFIX, table: staffEndpoints },
  { api: 'live', name: 'live', prefix: '', table: liveEndpoints },
  { api: 'live', name: 'push', prefix: '', table: pushEndpoints },
  { api: 'live', name: 'myChanges', prefix: '', table: pickChangeEndpoints },
  { api: 'live', name: 'changeMail', prefix: '', table: changeMailEndpoints },
  { api: 'questions', name: 'questions', prefix: '', table: questionEndpoints },
  { api: 'questions', name: 'feedback', prefix: '', table: feedbackEndpoints },
  { api: 'desk', name: 'desk', prefix: '', table: deskEndpoints },
  { api: 'desk', name: 'tokens', prefix: '', table: tokenEndpoints },
  { api: 'desk', name: 'webhooks', prefix: '', table: webhookEndpoints },
  { api: 'desk', name: 'deskNews', prefix: '', table: deskNewsEndpoints },
  { api: 'desk', name: 'deskProgram', prefix: '', table: deskProgramEndpoints },
  { api: 'desk', name: 'deskImport', prefix: '', table: deskImportEndpoints },
  { api: 'desk', name: 'deskAnnouncements', prefix: '', table: deskAnnouncementEndpoints },
  { api: 'desk', name: 'deskSpeakers', prefix: '', table: deskSpeakerEndpoints },
  { api: 'desk', name: 'deskPeople', prefix: '', table: deskPeopleEndpoints },
  { api: 'desk', name: 'deskMessages', prefix: '', table: deskMessageEndpoints },
  { api: 'desk', name: 'deskDay', prefix: '', table: deskDayEndpoints },
  { api: 'desk', name: 'deskSeats', prefix: '', table: deskSeatEndpoints },
  { api: 'account', name: 'organizerMail', prefix: ACCOUNT_API_PREFIX, table: organizerMailEndpoints },
  { api: 'account', name: 'seats', prefix: ACCOUNT_API_PREFIX, table: pick(seatEndpoints, ['mine', 'take', 'leave', 'accept']) },
  { api: 'staff', name: 'hallSeats', prefix: ACCOUNT_API_PREFIX, table: pick(seatEndpoints, ['hallCheck', 'hallOffline']) },
  { api: 'live', name: 'seatCounts', prefix: '', table: pick(seatEndpoints, ['counts', 'settings']) },
]

const camel = (group: string, key: string) => `${group}${key[0]!.toUpperCase()}${key.slice(1)}`

export function contractOperations(): Operation[] {
  return GROUPS.flatMap(({ api, name, prefix, table }) =>
    Object.entries(table).map(([key, row]): Operation => {
      const id = camel(name, key)
      return {
        id,
        api,
        method: row.method ?? 'GET',
        path: `${prefix}${row.path}`,
        // The desk's calls name roles, never `auth`: each needs a logged-in person.
        auth: row.auth ?? Boolean(row.roles),
        ...(row.query ? { query: row.query } : {}),
        ...(row.body ? { body: row.body } : {}),
        ...(row.response ? { response: row.response } : {}),
        ...(row.events ? { events: row.events } : {}),
        ...(row.upload ? { upload: row.upload } : {}),
        ...(row.roles ? { roles: row.roles } : {}),
        status: CREATED.has(id) ? 201 : 200,
      }
    }),
  )
}
