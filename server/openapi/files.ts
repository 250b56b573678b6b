/**
 * The routes that answer a file, a page, a feed or a redirect rather than the contract's JSON:
 * described by what they give. tests/server/openapi.test.ts holds this list to the app's routes.
 */
import type { ApiName } from '../../kernel/contract/versions'
import type { Auth } from './operations'

export interface FileRoute {
  id: string
  method: 'GET' | 'POST'
  /** Hono's form: `:name` segments. */
  path: string
  tag: 'files' | 'feeds' | 'pages' | 'service' | ApiName
  auth: Auth
  /** The media type of a success (a redirect: 'redirect'). */
  type: string
  summary: string
  /** Query parameters, all optional strings. */
  query?: Record<string, string>
}

const LANG = { lang: '`en` for English (default Russian)' }

export const FILE_ROUTES: FileRoute[] = [
  { id: 'health', method: 'GET', path: '/api/health', tag: 'service', auth: false, type: 'application/json', summary: 'Readiness: 200 while the database answers and takes writes, else 503' },
  { id: 'healthLive', method: 'GET', path: '/api/health/live', tag: 'service', auth: false, type: 'application/json', summary: 'Liveness: the process serves' },
  { id: 'openApi', method: 'GET', path: '/api/openapi.json', tag: 'service', auth: false, type: 'application/json', summary: 'This document' },
  { id: 'programImport', method: 'POST', path: '/api/program/import', tag: 'service', auth: 'organizer', type: 'application/json', summary: 'Import a program file (PROGRAM_IMPORT_KEY as the bearer token; absent without one)', query: { time_zone: 'IANA zone of local times', event_id: 'event id', strict: '1: refuse on any defect', dry_run: '1: check only', name: 'file name' } },
  { id: 'cliStaff', method: 'POST', path: '/api/cli/staff', tag: 'service', auth: 'organizer', type: 'application/json', summary: '`npm run staff` hands its change to a running PGlite server (its key as the bearer token; absent without one)' },
  { id: 'schedule', method: 'GET', path: '/media/schedule/:file', tag: 'feeds', auth: false, type: 'application/octet-stream', summary: 'Open schedule data: `{event}.xml` frab XML, `{event}.json` c3voc schedule v1, `{event}.v2.json` c3voc schedule v2, `{event}.ics` iCalendar', query: LANG },
  { id: 'changesAtom', method: 'GET', path: '/program/changes.atom', tag: 'feeds', auth: false, type: 'application/atom+xml', summary: "The program's change log as Atom", query: LANG },
  { id: 'changesJsonFeed', method: 'GET', path: '/program/changes.json', tag: 'feeds', auth: false, type: 'application/feed+json', summary: "The program's change log as JSON Feed 1.1", query: LANG },
  { id: 'meetingCalendar', method: 'GET', path: '/media/calendar/meeting/:file', tag: 'feeds', auth: false, type: 'text/calendar', summary: 'One session as iCalendar: `{id}.ics`', query: LANG },
  { id: 'personalCalendar', method: 'GET', path: '/media/calendar/feed/:file', tag: 'feeds', auth: false, type: 'text/calendar', summary: "A person's program as iCalendar: `{feed key}.ics` (the key from the account API's calendar call)" },
  { id: 'programPdf', method: 'GET', path: '/media/:file', tag: 'files', auth: false, type: 'application/pdf', summary: 'The program as PDF' },
  { id: 'demoFile', method: 'GET', path: '/media/demo/:kind/:file', tag: 'files', auth: false, type: 'application/octet-stream', summary: "The demo content's pictures and files" },
  { id: 'userpic', method: 'GET', path: '/media/userpics/:file', tag: 'files', auth: false, type: 'image/*', summary: 'A userpic' },
  { id: 'streamPage', method: 'GET', path: '/media/streams/:file', tag: 'pages', auth: false, type: 'text/html', summary: "A hall's stream page" },
  { id: 'speakerFile', method: 'GET', path: '/api/acc/api/user/media/:id{[0-9]{1,9}}/file', tag: 'account', auth: true, type: 'application/octet-stream', summary: "A speaker's presentation file" },
  { id: 'staffStatsCsv', method: 'GET', path: '/api/acc/api/staff/stats.csv', tag: 'staff', auth: true, type: 'text/csv', summary: "The organizer's figures as CSV" },
  { id: 'vkStart', method: 'GET', path: '/api/acc/auth/vk/start', tag: 'account', auth: false, type: 'redirect', summary: 'Log in with VK ID: off to the provider' },
  { id: 'vkCallback', method: 'GET', path: '/api/acc/auth/vk/callback', tag: 'account', auth: false, type: 'redirect', summary: 'Log in with VK ID: back from the provider, on to the site with a one-time code' },
  { id: 'changeMailOff', method: 'GET', path: '/api/live/mail/off/:key{[0-9a-f]{64}}', tag: 'pages', auth: false, type: 'text/html', summary: 'The one-click link of a change mail: turns change mails off' },
  { id: 'questionsExport', method: 'GET', path: '/api/questions/export/:file', tag: 'questions', auth: 'organizer', type: 'text/csv', summary: '`questions.csv` or `feedback.csv`: every session\'s questions or feedback' },
  { id: 'hallLink', method: 'GET', path: '/h/:hall', tag: 'pages', auth: false, type: 'redirect', summary: "A hall's short link: the questions of the session on now" },
  { id: 'reminderOffPage', method: 'GET', path: '/reminders/off/:key', tag: 'pages', auth: false, type: 'text/html', summary: 'The one-click link of a reminder mail: asks to turn reminders off' },
  { id: 'reminderOff', method: 'POST', path: '/reminders/off/:key', tag: 'pages', auth: false, type: 'text/html', summary: 'Turns reminder mails off (RFC 8058 one-click)' },
  { id: 'organizerMailOffPage', method: 'GET', path: '/organizer-mail/off/:key', tag: 'pages', auth: false, type: 'text/html', summary: "The one-click link of an organizer's mail to a group: asks to turn such mails off" },
  { id: 'organizerMailOff', method: 'POST', path: '/organizer-mail/off/:key', tag: 'pages', auth: false, type: 'text/html', summary: "Turns organizers' mails to groups off (RFC 8058 one-click)" },
  { id: 'deskSeatPeopleCsv', method: 'GET', path: '/api/desk/seats/:id/people.csv', tag: 'desk', auth: true, type: 'text/csv', summary: "A session's people with their seat states as CSV (a desk role)" },
  { id: 'robots', method: 'GET', path: '/robots.txt', tag: 'pages', auth: false, type: 'text/plain', summary: 'robots.txt' },
  { id: 'sitemap', method: 'GET', path: '/sitemap.xml', tag: 'pages', auth: false, type: 'application/xml', summary: 'The sitemap' },
  { id: 'ogImage', method: 'GET', path: '/og-image.png', tag: 'pages', auth: false, type: 'image/png', summary: 'The default preview image' },
  { id: 'manifestRu', method: 'GET', path: '/manifest.ru.webmanifest', tag: 'pages', auth: false, type: 'application/manifest+json', summary: 'The installed app, in Russian' },
  { id: 'manifestEn', method: 'GET', path: '/manifest.en.webmanifest', tag: 'pages', auth: false, type: 'application/manifest+json', summary: 'The installed app, in English' },
]
