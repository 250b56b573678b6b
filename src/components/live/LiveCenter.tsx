import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Announcement } from '../../../kernel/contract/live'
import { type ChangeSummary, addChange, emptySummary, touchedPicks } from '../../../machines/live.rules'
import { useLang } from '../../i18n/use-lang'
import { useFavorites } from '../../session/use-favorites'
import { useApi } from '../../session/use-session'
import { startLive } from '../../session/live/live-actor'
import { noteProgramChanged } from '../../session/live/program-version'
import { currentAnnouncements } from '../../session/live/heard-announcements'
import { refreshOfflineProgram } from '../../pwa/offline-copy'
import { dismissedAnnouncements, dismissAnnouncement } from './dismissed'
import { LIVE_TOP_ID } from './live-top'
import './live.css'

/**
 * What the live channel shows on every page: the organizers' announcements as a banner, and a
 * polite notice when the program changed (the page re-reads its data in place: the router's
 * loaders run again, so scroll, open dialogs and typed text stay). A change to the person's own
 * picks is shown more strongly, with a way to their program.
 */
export function LiveCenter() {
  const router = useRouter()
  const { live: liveApi } = useApi()
  const favorites = useFavorites()
  const [summary, setSummary] = useState<ChangeSummary | null>(null)
  const mine = summary ? touchedPicks(summary, favorites.ids) : []
  const [announcements, setAnnouncements] = useState<Announcement[]>([])
  const [dismissed, setDismissed] = useState<number[]>(dismissedAnnouncements)

  useEffect(() => {
    const controller = new AbortController()
    liveApi.announcements(controller.signal).then(
      (shown) => setAnnouncements((now) => merge(now, shown)),
      () => undefined,
    )
    const live = startLive({
      programChanged(event) {
        router.options.context.content.revalidate()
        void router.invalidate()
        noteProgramChanged()
        refreshOfflineProgram()
        setSummary((s) => addChange(s ?? emptySummary(), event))
      },
      announced(announcement) {
        setAnnouncements((now) => merge(now, [announcement]))
      },
    })
    // `html[data-live]` while this tab's stream is open or it has heard from the tab that holds it
    // (journeys wait for it, as for data-ready).
    const open = live.actor.subscribe((state) => document.documentElement.toggleAttribute('data-live', state.matches({ active: { leading: { connected: 'open' } } }) || state.matches({ active: { standby: 'listening' } })))
    return () => {
      controller.abort()
      open.unsubscribe()
      live.stop()
      document.documentElement.removeAttribute('data-live')
    }
  }, [router, liveApi])

  const shown = announcements.filter((a) => !dismissed.includes(a.id))
  const banner = (
    <div className="live-banner" role="status" aria-live="polite">
      {shown.map((a) => (
        <AnnouncementBanner key={a.id} announcement={a} onDismiss={() => setDismissed(dismissAnnouncement(a.id))} />
      ))}
    </div>
  )
  // At the top of the page, above the header, where people look; the change notice stays at the bottom.
  const top = document.getElementById(LIVE_TOP_ID)
  return (
    <>
      {top ? createPortal(banner, top) : banner}
      <div className="live-notice-region" role="status" aria-live="polite">
        {summary ? <ChangeNotice summary={summary} mine={mine} onDismiss={() => setSummary(null)} /> : null}
      </div>
    </>
  )
}

/** Newest first, each once; one whose day is over goes (a page left open overnight). */
const merge = (now: Announcement[], more: Announcement[]) => currentAnnouncements(now, more)

function AnnouncementBanner({ announcement, onDismiss }: { announcement: Announcement; onDismiss: () => void }) {
  const lang = useLang()
  const { t } = useLingui()
  return (
    <div className="live-banner__item" data-testid="live-announcement">
      <p className="live-banner__text">
        <span className="visually-hidden">
          <Trans>Объявление организаторов:</Trans>{' '}
        </span>
        {announcement.text[lang] || announcement.text.ru}
      </p>
      <button type="button" className="live-banner__close" onClick={onDismiss} aria-label={t`Скрыть объявление`}>
        ×
      </button>
    </div>
  )
}

function ChangeNotice({ summary, mine, onDismiss }: { summary: ChangeSummary; mine: number[]; onDismiss: () => void }) {
  const lang = useLang()
  const moved = summary.moved.length
  const cancelled = summary.cancelled.length
  const picked = mine.length
  const changes = lang === 'en' ? '/program/changes?lang=en' : '/program/changes'
  return (
    <div className={`live-notice${picked > 0 ? ' live-notice--mine' : ''}`} data-testid="live-notice">
      <p className="live-notice__text">
        {moved === 0 && cancelled === 0 ? (
          <Trans>Программа обновлена.</Trans>
        ) : (
          <>
            <Trans>Программа изменилась:</Trans>{' '}
            {moved > 0 ? (
              <Plural
                value={moved}
                one="# сессия перенесена"
                few="# сессии перенесены"
                many="# сессий перенесено"
                other="# сессии перенесены"
              />
            ) : null}
            {moved > 0 && cancelled > 0 ? ', ' : null}
            {cancelled > 0 ? (
              <Plural
                value={cancelled}
                one="# сессия отменена"
                few="# сессии отменены"
                many="# сессий отменено"
                other="# сессии отменены"
              />
            ) : null}
            .
          </>
        )}
        {picked > 0 ? (
          <>
            {' '}
            <strong>
              <Plural
                value={picked}
                one="В том числе # сессия из вашей программы."
                few="В том числе # сессии из вашей программы."
                many="В том числе # сессий из вашей программы."
                other="В том числе # сессии из вашей программы."
              />
            </strong>
          </>
        ) : null}
      </p>
      <p className="live-notice__links">
        <a href={changes}>
          <Trans>Что изменилось</Trans>
        </a>
        {picked > 0 ? (
          <Link to="/my-picks">
            <Trans>Моя программа</Trans>
          </Link>
        ) : null}
        <button type="button" className="live-notice__close" onClick={onDismiss}>
          <Trans>Понятно</Trans>
        </button>
      </p>
    </div>
  )
}
