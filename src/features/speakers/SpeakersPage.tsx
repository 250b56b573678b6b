import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import { FilterChips } from '../../components/content/FilterChips'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { bySurname, fullName, letterOf, lettersOf, matchesName } from './names'
import { SpeakerPhoto } from './SpeakerPhoto'
import './speakers.css'

const route = getRouteApi('/speakers/')

/**
 * Speakers per page: on a 390 px phone 24 compact rows are a few screens, where the whole demo
 * edition (300) was 24,700 px; on a wide screen they fill whole rows of 2, 3, 4 or 6 cards.
 */
export const SPEAKERS_PAGE = 24

/**
 * /speakers: the speakers by last name, filtered by its first letter and by industry, and by name
 * as one types (in the browser, over the list already loaded: 300 people is nothing to search).
 * The list opens a page at a time; "show more" is a link (?page=2 shows the first two pages), so
 * it works before the scripts run and the back button from a speaker returns to the same place.
 */
export function SpeakersPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { letter, industry, page = 1 } = route.useSearch()
  const { speakers, industries } = route.useLoaderData()
  usePageMeta(t`Спикеры`, t`Спикеры форума: кто выступает и на каких сессиях`)
  const letters = lettersOf(speakers, lang)
  const [query, setQuery] = useState('')
  // Typing stays quick on a phone: the list follows a moment later, in a render that can yield.
  const needle = useDeferredValue(query)
  const fieldId = useId()
  const sorted = useMemo(() => [...speakers].sort(bySurname(lang)), [speakers, lang])
  const byLetter = useMemo(() => (letter ? sorted.filter((s) => letterOf(s, lang) === letter) : sorted), [sorted, letter, lang])
  const shown = useMemo(() => (needle.trim() ? byLetter.filter((s) => matchesName(s, needle)) : byLetter), [byLetter, needle])
  const visible = shown.slice(0, page * SPEAKERS_PAGE)
  const total = shown.length
  const shownCount = visible.length
  const more = Math.min(SPEAKERS_PAGE, total - shownCount)
  // After "show more" the keyboard goes on from the first new speaker, not from the link that
  // moved to the bottom of the list.
  const list = useRef<HTMLUListElement>(null)
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from === null || shownCount <= from) return
    focusFrom.current = null
    list.current?.children[from]?.querySelector<HTMLElement>('a')?.focus()
  }, [shownCount])

  return (
    <div className="container">
      <header className="page-head">
        <h1>
          <Trans>Спикеры</Trans>
        </h1>
      </header>
      <div className="speaker-find" role="search">
        <label htmlFor={fieldId} className="speaker-find__label">
          <Trans>Найти спикера по имени</Trans>
        </label>
        <input
          id={fieldId}
          className="speaker-find__input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        <p className="speaker-find__count muted" role="status">
          {needle.trim() ? <Plural value={shown.length} one="Нашёлся # спикер" few="Нашлось # спикера" many="Нашлось # спикеров" other="Нашлось # спикера" /> : ''}
        </p>
      </div>
      <nav className="letter-filter" aria-label={t`Фильтр по первой букве фамилии`}>
        <ul className="letter-filter__list">
          {[undefined, ...letters].map((l) => (
            <li key={l ?? ''}>
              <Link
                to="."
                search={(prev) => ({ ...prev, letter: l, page: undefined })}
                className={l === letter ? 'chip chip--active' : 'chip'}
                aria-current={l === letter ? 'page' : undefined}
              >
                {l ?? <Trans>Все</Trans>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {industries.length > 0 ? (
        <FilterChips
          label={t`Фильтр по индустриям`}
          all={<Trans>Все индустрии</Trans>}
          options={industries.map((i) => ({ id: i.id, name: pick(i.translations, lang)?.name }))}
          selected={industry}
          to="."
          searchOf={(id) => (prev) => ({ ...prev, industry: id, page: undefined })}
        />
      ) : null}
      {total > 0 ? (
        <>
          <ul className="speaker-cards" ref={list}>
            {visible.map((speaker) => {
              const text = pick(speaker.translations, lang)
              return (
                <li key={speaker.id} className="speaker-card">
                  <SpeakerPhoto photo={speaker.photo} text={text} size={96} />
                  <h2 className="speaker-card__name">
                    <Link to="/speakers/$id" params={{ id: String(speaker.id) }}>
                      {fullName(text)}
                    </Link>
                  </h2>
                  {text?.position ? <p className="speaker-card__meta">{text.position}</p> : null}
                  {text?.organization ? <p className="speaker-card__meta muted">{text.organization}</p> : null}
                </li>
              )
            })}
          </ul>
          {more > 0 ? (
            <div className="speaker-more">
              <p className="speaker-more__count muted">
                <Trans>Показано {shownCount} из {total}</Trans>
              </p>
              <Link
                to="."
                search={(prev) => ({ ...prev, page: page + 1 })}
                resetScroll={false}
                className="button button--ghost"
                onClick={() => {
                  focusFrom.current = shownCount
                }}
              >
                <Trans>Показать ещё {more}</Trans>
              </Link>
            </div>
          ) : null}
        </>
      ) : needle.trim() ? (
        <EmptyState title={<Trans>Никого не нашли по запросу «{needle}»</Trans>}>
          <button type="button" className="button button--primary" onClick={() => setQuery('')}>
            <Trans>Очистить поиск</Trans>
          </button>
        </EmptyState>
      ) : (
        <EmptyState title={<Trans>Таких спикеров нет</Trans>}>
          <Link to="/speakers" search={{}} className="button button--primary">
            <Trans>Показать всех спикеров</Trans>
          </Link>
        </EmptyState>
      )}
    </div>
  )
}
