import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import { FilterChips } from '../../components/content/FilterChips'
import { EmptyState } from '../../components/states/EmptyState'
import { useLang } from '../../i18n/use-lang'
import { pick } from '../../lib/translate'
import { usePageMeta } from '../../lib/use-page-meta'
import { fullName, letterOf, lettersOf, matchesName } from './names'
import { SpeakerPhoto } from './SpeakerPhoto'
import './speakers.css'

const route = getRouteApi('/speakers/')

/**
 * /speakers: every speaker, filtered by the last name's first letter and by industry, and by name
 * as one types (in the browser, over the list already loaded: 300 people is nothing to search).
 */
export function SpeakersPage() {
  const { t } = useLingui()
  const lang = useLang()
  const { letter, industry } = route.useSearch()
  const { speakers, industries } = route.useLoaderData()
  usePageMeta(t`Спикеры`, t`Спикеры форума: кто выступает и на каких сессиях`)
  const letters = lettersOf(speakers, lang)
  const [query, setQuery] = useState('')
  // Typing stays quick on a phone: the list follows a moment later, in a render that can yield.
  const needle = useDeferredValue(query)
  const fieldId = useId()
  const byLetter = useMemo(() => (letter ? speakers.filter((s) => letterOf(s, lang) === letter) : speakers), [speakers, letter, lang])
  const shown = useMemo(() => (needle.trim() ? byLetter.filter((s) => matchesName(s, needle)) : byLetter), [byLetter, needle])

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
                search={(prev) => ({ ...prev, letter: l })}
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
          searchOf={(id) => (prev) => ({ ...prev, industry: id })}
        />
      ) : null}
      {shown.length > 0 ? (
        <ul className="speaker-cards">
          {shown.map((speaker) => {
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
