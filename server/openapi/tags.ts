import type { TagObject } from 'openapi3-ts/oas31'
import { API_VERSIONS } from '../../kernel/contract/versions'

const version = (name: keyof typeof API_VERSIONS) => ` Version ${API_VERSIONS[name].current}.`

/** The document's groups: the five APIs, then the files, feeds, pages and service routes. */
export const TAGS: TagObject[] = [
  { name: 'content', description: `The public content: news, halls, sessions, speakers, search, the change log. GET only, no login.${version('content')}` },
  { name: 'account', description: `Registration, login and the cabinet; a bearer token from login.${version('account')}` },
  { name: 'staff', description: `The door's check-in, the halls' counts and the figures, for staff roles.${version('staff')}` },
  { name: 'live', description: `The live channel (Server-Sent Events), announcements, Web Push, changed picks and change mails.${version('live')}` },
  { name: 'questions', description: `Questions to the speakers and feedback after sessions.${version('questions')}` },
  { name: 'desk', description: `The organizer's desk: roles, the audit log, API tokens; a logged-in person with a desk role.${version('desk')}` },
  { name: 'feeds', description: 'Open schedule data and calendars: frab XML, c3voc schedule v1 and v2, iCalendar, Atom and JSON Feed.' },
  { name: 'files', description: 'Generated files: the program PDF, userpics, demo files.' },
  { name: 'pages', description: 'Pages and one-click links that are not the site itself.' },
  { name: 'service', description: 'Health checks, this document and the program import.' },
]
