import { Trans } from '@lingui/react/macro'
import { useLang } from '../../i18n/use-lang'
import type { ForumEvent } from '../../../kernel/contract/content'

/** The server's open schedule data (server/program/schedule-routes.ts): /media/schedule/{event}.{ext}. */
const FORMATS = [
  { ext: 'xml', label: 'XML', type: 'application/xml' },
  { ext: 'json', label: 'JSON', type: 'application/json' },
  { ext: 'ics', label: 'iCal', type: 'text/calendar' },
] as const

/** §13.6: the program for schedule apps (frab XML, c3voc JSON) and calendars, in the reader's language. */
export function OpenData({ event }: { event: ForumEvent | undefined }) {
  const lang = useLang()
  if (!event) return null
  const query = lang === 'ru' ? '' : `?lang=${lang}`
  return (
    <p className="open-data muted">
      <Trans>Открытые данные для приложений-расписаний и календаря:</Trans>{' '}
      {FORMATS.map((f, i) => (
        <span key={f.ext}>
          {i > 0 ? ' · ' : null}
          <a href={`/media/schedule/${event.id}.${f.ext}${query}`} type={f.type}>
            {f.label}
          </a>
        </span>
      ))}
    </p>
  )
}
