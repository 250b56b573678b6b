import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link, Navigate } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { DaySections } from '../../components/content/DaySections'
import { MeetingLink } from '../../components/content/MeetingLink'
import { TimeRange } from '../../components/content/VenueTime'
import { BlockLoading } from '../../components/states/BlockStates'
import { EmptyState } from '../../components/states/EmptyState'
import { EVENT_ID } from '../../../kernel/constants'
import type { Meeting } from '../../../kernel/contract/content'
import { useLang } from '../../i18n/use-lang'
import { groupByDate } from '../../lib/meetings'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { useProgramChanges } from '../../session/live/program-version'
import { useFavorites } from '../../session/use-favorites'
import './my-picks.css'

const route = getRouteApi('/my-picks')
/** The most ids one content call takes (QIdList). */
const MAX_IDS = 500

type Loaded = { key: string; meetings: Meeting[] | null }

/**
 * /my-picks: the sessions a visitor starred without logging in, kept in this
 * browser, by day; at login or registration they join the account's program. A logged-in
 * person's picks are their program in the cabinet.
 */
export function MyPicksPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { content } = route.useRouteContext()
  const favorites = useFavorites()
  usePageMeta(t`Мои отметки`)
  const ids = useMemo(() => (favorites.guest ? favorites.ids : []), [favorites.guest, favorites.ids])
  const key = ids.join(',')
  const [loaded, setLoaded] = useState<Loaded>({ key: '', meetings: [] })
  // A program change heard on the live channel: read again, in place (the same key: no loading state).
  const programChanges = useProgramChanges()

  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    const meetingIds = key.split(',').map(Number).slice(0, MAX_IDS)
    content.get('meetings', { query: { event_id: EVENT_ID, meeting_ids: meetingIds, with: ['area'], limit: MAX_IDS, brief: 1 }, signal: controller.signal }).then(
      (meetings) => setLoaded({ key, meetings }),
      () => controller.signal.aborted || setLoaded({ key, meetings: null }),
    )
    return () => controller.abort()
  }, [content, key, programChanges])

  const shown = useMemo(() => (loaded.meetings ?? []).filter((m) => ids.includes(m.id)), [loaded.meetings, ids])
  const days = useMemo(() => groupByDate(shown), [shown])

  return (
    <div className="container my-picks">
      <header className="page-head">
        <h1>{t`Мои отметки`}</h1>
        {favorites.guest ? (
          <p className="page-head__lead">
            <Trans>Отмеченные сессии хранятся в этом браузере. Войдите или зарегистрируйтесь, и они перейдут в вашу программу.</Trans>
          </p>
        ) : null}
      </header>
      {!favorites.guest ? (
        // A person logged in has their picks in their program: no dead end, straight there.
        <Navigate to="/cabinet" hash="my-program" replace />
      ) : !favorites.loaded ? null : ids.length === 0 ? (
        <EmptyState title={t`Вы пока ничего не отметили`}>
          <Link to="/program" className="button button--ghost">
            <Trans>Выбрать сессии в программе</Trans>
          </Link>
        </EmptyState>
      ) : loaded.key !== key ? (
        <BlockLoading />
      ) : loaded.meetings === null ? (
        <p role="alert">
          <Trans>Не удалось загрузить отмеченные сессии.</Trans>
        </p>
      ) : (
        <>
          <p className="my-picks__actions no-print">
            <Link to="/login" search={{ redirect: '/cabinet' }} className="button button--primary">
              <Trans>Войти</Trans>
            </Link>{' '}
            <Link to="/registration" className="button button--ghost">
              <Trans>Зарегистрироваться</Trans>
            </Link>
          </p>
          <DaySections groups={days} dayOf={(group) => group.key} idPrefix="picks-day" className="my-picks__day" level={2}>
            {(group) => (
              <ul className="picks-list">
                {group.items.map((m) => {
                  const title = pick(m.translations, lang)?.title ?? ''
                  const hall = m.area ? pick(m.area.translations, lang)?.name : undefined
                  return (
                    <li key={m.id} className="picks-list__item print-keep">
                      <span className="picks-list__time">
                        <TimeRange start={m.start_at} end={m.end_at} lang={lang} day={m.date} />
                      </span>
                      <span className="picks-list__what">
                        <MeetingLink meeting={m}>{title}</MeetingLink>
                        {hall ? <span className="muted"> · {hall}</span> : null}{' '}
                        <button type="button" className="button button--ghost my-picks__remove no-print" onClick={() => favorites.remove(m.id)} aria-label={t`Убрать отметку: ${title}`}>
                          <Trans>Убрать</Trans>
                        </button>
                      </span>
                    </li>
                  )
                })}
              </ul>
            )}
          </DaySections>
        </>
      )}
    </div>
  )
}
