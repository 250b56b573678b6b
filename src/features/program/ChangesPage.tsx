import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import type { ProgramChange, ProgramVersion } from '../../../kernel/contract/changes'
import { changeSessionPath, stateText } from '../../../kernel/program-changes'
import { clockTime, dateInZone } from '../../../kernel/venue-time'
import { EmptyState } from '../../components/states/EmptyState'
import { VenueTimeNote } from '../../components/content/VenueTime'
import { useLang } from '../../i18n/use-lang'
import { formatDay } from '../../lib/format'
import { usePageMeta } from '../../lib/use-page-meta'
import { useVenue } from '../../lib/venue'
import { ChangeFacts } from '../../components/content/ChangeFacts'
import './changes.css'
import { BackToProgram } from './BackToProgram'
import { DayAnnouncements } from './DayAnnouncements'

const route = getRouteApi('/program_/changes')

function ChangeItem({ change }: { change: ProgramChange }) {
  const lang = useLang()
  const title = stateText(change.after, lang).title
  return (
    <li className="change">
      {/* A plain link: the path is the session's own (program or festival), both server-rendered. */}
      <a className="change__title" dir="auto" href={`${changeSessionPath(change)}${lang === 'ru' ? '' : `?lang=${lang}`}`}>
        {title}
      </a>
      <ChangeFacts change={change} />
    </li>
  )
}

function VersionSection({ version }: { version: ProgramVersion }) {
  const lang = useLang()
  const { timeZone } = useVenue()
  const when = `${formatDay(dateInZone(version.at, timeZone), lang, false)}, ${clockTime(version.at, timeZone)}`
  const count = version.change_count
  return (
    <section className="changes__version" aria-labelledby={`version-${version.number}`}>
      <h2 id={`version-${version.number}`}>
        <Trans>Версия {version.number}</Trans> <span className="muted">· <time dateTime={version.at}>{when}</time></span>
      </h2>
      {version.initial ? (
        <p>
          <Plural value={count} one="Первая версия программы: # сессия." few="Первая версия программы: # сессии." many="Первая версия программы: # сессий." other="Первая версия программы: # сессии." />
        </p>
      ) : (
        <ul className="changes__list">
          {version.changes.map((change) => (
            <ChangeItem key={change.meeting_id} change={change} />
          ))}
        </ul>
      )}
    </section>
  )
}

/** /program/changes: every version of the program, newest first, each change with before → after. */
export function ChangesPage() {
  const { t } = useLingui()
  const lang = useLang()
  const data = route.useLoaderData()
  usePageMeta(t`Изменения в программе`, t`Что поменялось в программе форума: переносы, отмены, новые сессии`)
  const last = data.versions[data.versions.length - 1]
  const query = lang === 'ru' ? '' : `?lang=${lang}`
  return (
    <div className="container program changes">
      <BackToProgram />
      <header className="page-head">
        <h1>
          <Trans>Изменения в программе</Trans>
        </h1>
        <p className="muted">
          <Trans>Каждое обновление программы — новая версия, самые новые сверху.</Trans>{' '}
          <a href={`/program/changes.atom${query}`} type="application/atom+xml">
            <Trans>Лента изменений (Atom)</Trans>
          </a>
          {' · '}
          <a href={`/program/changes.json${query}`} type="application/feed+json">
            JSON Feed
          </a>
        </p>
        <VenueTimeNote />
      </header>
      <DayAnnouncements loaded={data.announcements} />
      {data.versions.length === 0 ? (
        <EmptyState title={<Trans>Программа ещё не менялась.</Trans>}>
          <Link to="/program">
            <Trans>Открыть программу</Trans>
          </Link>
        </EmptyState>
      ) : (
        data.versions.map((version) => <VersionSection key={version.number} version={version} />)
      )}
      {data.more && last ? (
        <p className="changes__more">
          <Link to="/program/changes" search={{ before: last.number }}>
            <Trans>Более ранние версии</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  )
}
