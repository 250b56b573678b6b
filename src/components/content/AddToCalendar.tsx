import { Trans } from '@lingui/react/macro'
import { useLang } from '../../i18n/use-lang'

/** The .ics of one session or festival item, in the reader's language: times in UTC, right in any calendar app. */
export const meetingIcsHref = (id: number, lang: string) => `/media/calendar/meeting/${id}.ics${lang === 'ru' ? '' : `?lang=${lang}`}`

/**
 * "Add to calendar": a plain link to the session's .ics, so it works before the scripts run and
 * on a phone hands the file to the calendar app.
 */
export function AddToCalendar({ id }: { id: number }) {
  const lang = useLang()
  return (
    <p className="add-to-calendar no-print">
      <a href={meetingIcsHref(id, lang)} className="button button--ghost" download={`session-${id}.ics`} type="text/calendar">
        {/* Drawn, not an emoji: a machine without an emoji font would show an empty box. */}
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4" />
        </svg>
        <Trans>Добавить в календарь</Trans>
      </a>
    </p>
  )
}
