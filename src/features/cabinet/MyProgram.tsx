import { HallFillBadge } from '../../components/hall-fill/HallFillBadge'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { DaySections } from '../../components/content/DaySections'
import { MeetingLink } from '../../components/content/MeetingLink'
import { TimeRange } from '../../components/content/VenueTime'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import type { AccountMeeting } from '../../../kernel/contract/account'
import { pick } from '../../lib/translate'
import { FavoritesAlert } from '../../components/favorites/FavoritesAlert'
import type { Favorites } from '../../session/use-favorites'
import { ParticipationControl } from './ParticipationControl'
import { programByDay } from './program-days'
import { useFreshProgram } from './use-fresh-program'
import { PickChangeNote, PickChangesSeen, usePickChanges } from '../../components/live/pick-changes'

interface Props {
  meetings: AccountMeeting[]
  favorites: Favorites
}

/**
 * 'Моя программа' (§2): the sessions the person chose (favorites) or signed up for, by day, with
 * clashes marked. Taking one out of the favorites shows at once (the favorites machine) and comes
 * back with a message if the server refuses. A refused participation keeps its session in the list
 * until the next visit: the message stays readable and taking part again is one click away.
 */
export function MyProgram({ meetings, favorites }: Props) {
  const { t } = useLingui()
  const lang = useLang()
  const titleOf = (m: Pick<AccountMeeting, 'translations'>) => pick(m.translations, lang)?.title ?? ''
  const chosen = (m: AccountMeeting) => (favorites.loaded ? favorites.has(m.id) : m.is_favorite)
  const shown = meetings.filter((m) => chosen(m) || m.participation === 'participant')
  const days = programByDay(shown)
  const byId = new Map(meetings.map((m) => [m.id, m]))
  useFreshProgram(favorites, byId)
  // Changed sessions are marked with before and after until the person says they have seen them.
  const { changes, markSeen } = usePickChanges()
  const changedShown = shown.filter((m) => changes.has(m.id)).map((m) => m.id)

  return (
    <section className="card cabinet__section" aria-labelledby="my-program">
      <h2 id="my-program">
        <Trans>Моя программа</Trans>
      </h2>
      <FavoritesAlert favorites={favorites} titleOf={(id) => (byId.get(id) ? titleOf(byId.get(id)!) : undefined)} />
      {days.length === 0 ? (
        <EmptyState title={t`В вашей программе пока нет сессий`}>
          <Link to="/program" className="button button--ghost">
            <Trans>Выбрать сессии в программе</Trans>
          </Link>
        </EmptyState>
      ) : (
        <DaySections groups={days} dayOf={(group) => group.day} idPrefix="my-day" className="my-program__day" level={3}>
          {({ items }) => (
            <ul className="my-program__list">
              {items.map(({ meeting, overlapsWith }) => {
                const title = titleOf(meeting)
                const area = meeting.area ? pick(meeting.area.translations, lang)?.name : undefined
                const clashes = overlapsWith.map((other) => `«${byId.get(other) ? titleOf(byId.get(other)!) : other}»`).join(', ')
                return (
                  <li key={meeting.id} className={overlapsWith.length > 0 ? 'my-session my-session--clash' : 'my-session'}>
                    <p className="my-session__time">
                      <TimeRange start={meeting.start_at} end={meeting.end_at} lang={lang} day={meeting.date} />
                      {area ? <span className="muted"> · {area}</span> : null}
                      <HallFillBadge areaId={meeting.area_id} />
                    </p>
                    <p className="my-session__title" dir="auto">
                      {meeting.withdrawn ? (
                        <>
                          <span className="my-session__cancelled">
                            <Trans>Отменена</Trans>
                          </span>{' '}
                        </>
                      ) : null}
                      <MeetingLink meeting={meeting}>{title}</MeetingLink>
                    </p>
                    {changes.get(meeting.id) ? <PickChangeNote change={changes.get(meeting.id)!} day={meeting.date} /> : null}
                    {overlapsWith.length > 0 ? (
                      <p className="my-session__clash">
                        <span aria-hidden="true">⚠ </span>
                        <Trans>Пересекается по времени с {clashes}</Trans>
                      </p>
                    ) : null}
                    <div className="my-session__actions">
                      {chosen(meeting) ? (
                        <button
                          type="button"
                          className="button button--ghost"
                          disabled={!favorites.loaded}
                          onClick={() => favorites.remove(meeting.id)}
                          aria-label={t`Убрать из программы: ${title}`}
                        >
                          <Trans>Убрать из программы</Trans>
                        </button>
                      ) : null}
                      <ParticipationControl meetingId={meeting.id} title={title} participation={meeting.participation} variant="list" />
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </DaySections>
      )}
      <PickChangesSeen ids={changedShown} onSeen={markSeen} />
    </section>
  )
}
