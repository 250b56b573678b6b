import { HallFillBadge } from '../../components/hall-fill/HallFillBadge'
import { SeatBadge } from '../../components/seats/SeatBadge'
import { MySeatMark } from '../../components/seats/MySeatMark'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { DaySections } from '../../components/content/DaySections'
import { MeetingLink } from '../../components/content/MeetingLink'
import { TimeRange } from '../../components/content/VenueTime'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import type { AccountMeeting } from '../../../kernel/contract/account'
import { pick } from '../../lib/translate'
import { FavoritesAlert } from '../../components/favorites/FavoritesAlert'
import type { Favorites } from '../../session/use-favorites'
import { isSpeakingPart } from './load-cabinet'
import { programByDay } from './program-days'
import { useFreshProgram } from './use-fresh-program'
import { useParticipation } from './use-participation'
import { RateSession, rateable } from './RateSession'
import { useNow } from '../../components/content/use-now'
import './participation.css'
import { PickChangeNote, PickChangesSeen, usePickChanges } from '../../components/live/pick-changes'

interface Props {
  meetings: AccountMeeting[]
  favorites: Favorites
  /** Picking sessions is the cabinet's next step: the empty program's way to the program is the primary button. */
  pickIsNext?: boolean
}

/**
 * 'Моя программа' (§2): every session of the person once, by day, with clashes marked: the ones
 * they chose (favorites), signed up for, or speak at. One control each: "Убрать из программы"
 * takes the session out whichever way it got in (the star, and the participation if any); a
 * session they speak at says so instead (their part is the organizers' to change). Taking one out
 * shows at once; a failure comes back with a message (the favorites alert, or the line under it).
 */
export function MyProgram({ meetings, favorites, pickIsNext = false }: Props) {
  const { t } = useLingui()
  const lang = useLang()
  const now = useNow()
  const [refused, setRefused] = useState<ReadonlySet<number>>(new Set())
  const [removed, setRemoved] = useState('')
  const titleOf = (m: Pick<AccountMeeting, 'translations'>) => pick(m.translations, lang)?.title ?? ''
  const chosen = (m: AccountMeeting) => (favorites.loaded ? favorites.has(m.id) : m.is_favorite)
  const participates = (m: AccountMeeting) => m.participation === 'participant' && !refused.has(m.id)
  const shown = meetings.filter((m) => isSpeakingPart(m.participation) || chosen(m) || participates(m))
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
      <p className="visually-hidden" role="status">
        {removed}
      </p>
      {days.length === 0 ? (
        <EmptyState title={t`В вашей программе пока нет сессий`}>
          <p>
            <Trans>Отметьте звёздочкой сессии в программе — они соберутся здесь по дням.</Trans>
          </p>
          <Link to="/program" className={pickIsNext ? 'button button--primary' : 'button button--ghost'}>
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
                      <SeatBadge meetingId={meeting.id} />
                      <MySeatMark meetingId={meeting.id} />
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
                      <ProgramControl
                        meeting={meeting}
                        title={title}
                        chosen={chosen(meeting)}
                        participates={participates(meeting)}
                        favorites={favorites}
                        onRemoved={(refusedNow) => {
                          if (refusedNow) setRefused((ids) => new Set(ids).add(meeting.id))
                          setRemoved(t`Сессия «${title}» убрана из вашей программы`)
                        }}
                      />
                    </div>
                    {!isSpeakingPart(meeting.participation) && !meeting.withdrawn && rateable(meeting.end_at, now) ? (
                      <RateSession meetingId={meeting.id} title={title} />
                    ) : null}
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

interface ControlProps {
  meeting: AccountMeeting
  title: string
  chosen: boolean
  participates: boolean
  favorites: Favorites
  onRemoved: (refused: boolean) => void
}

/** The one control of a session in the person's program (see MyProgram). */
function ProgramControl({ meeting, title, chosen, participates, favorites, onRemoved }: ControlProps) {
  const { t } = useLingui()
  const { busy, notice, refuse } = useParticipation(meeting.id, meeting.participation, (now) => {
    if (now !== 'participant') onRemoved(true)
  })
  if (isSpeakingPart(meeting.participation)) {
    return <p className="tag">{meeting.participation === 'moderator' ? <Trans>Вы модератор</Trans> : <Trans>Вы выступаете</Trans>}</p>
  }
  const remove = () => {
    if (chosen) favorites.remove(meeting.id)
    if (participates) void refuse()
    else onRemoved(false)
  }
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy || (chosen && !favorites.loaded)}
        onClick={remove}
        aria-label={t`Убрать из программы: ${title}`}
      >
        <span aria-hidden="true">★ </span>
        <Trans>Убрать из программы</Trans>
      </button>
      {notice?.kind === 'error' ? (
        <p className="participation__notice participation__notice--error" role="alert">
          {notice.text}
        </p>
      ) : null}
    </>
  )
}
