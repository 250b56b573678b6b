/** Announcements written in the desk (docs/desk.md): both languages, shown until `ends_at` (absent: the end of the venue's day). */
import { array, nullable, object, optional, size, string, trimmed } from 'superstruct'
import { ANNOUNCEMENT_MAX_LENGTH } from '../constants'
import { IsoDateTime } from './common'
import { EDITORS } from './desk'
import { Announcement } from './live'

const Text = size(trimmed(string()), 1, ANNOUNCEMENT_MAX_LENGTH)
export const DeskAnnouncementBody = object({ ru: Text, en: Text, ends_at: optional(nullable(IsoDateTime)) })

export const deskAnnouncementEndpoints = {
  /** The day's announcements, those over included, newest first. */
  announcements: { method: 'GET', path: '/api/desk/announcements', roles: EDITORS, body: null, response: array(Announcement) },
  announce: { method: 'POST', path: '/api/desk/announcements', roles: EDITORS, body: DeskAnnouncementBody, response: Announcement },
} as const
