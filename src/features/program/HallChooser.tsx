import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useId, useState } from 'react'

export interface HallOption {
  id: number
  name: string
}

interface Props {
  /** The day's halls, in the grid's order: the ones a person can choose from here. */
  halls: readonly HallOption[]
  /** Every business hall: a choice is kept over all days, so a hall of another day keeps its place in it. */
  allIds: readonly number[]
  /** The chosen halls; undefined is every hall. */
  chosen: ReadonlySet<number> | undefined
  /** What the form sends before the scripts run: the screen's address and its other params. */
  action: string
  keep: Record<string, string | number | undefined>
  /** A new choice, as the URL keeps it (hallsParam's form); undefined is every hall. */
  onChoose: (halls: string | undefined) => void
}

/** Past this many halls the chooser gets a field that narrows its list by name. */
const FILTER_FROM = 12

/**
 * Which halls the grid shows (seventy halls do not fit; pretalx's users ask for this).
 * A disclosure with a checkbox per hall of the day; every change applies at once and goes into
 * the URL (the grid's `?halls=`). Before the scripts run it is a GET form with a submit button.
 * The last chosen hall cannot be unchecked: "no hall" would be an empty grid.
 */
export function HallChooser({ halls, allIds, chosen, action, keep, onChoose }: Props) {
  const { t } = useLingui()
  const [filter, setFilter] = useState('')
  const listId = useId()
  const shown = chosen ? halls.filter((h) => chosen.has(h.id)).length : halls.length
  const needle = filter.trim().toLocaleLowerCase()
  const visible = needle ? halls.filter((h) => h.name.toLocaleLowerCase().includes(needle)) : halls

  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const id = Number(event.target.value)
    const next = new Set(chosen ?? allIds)
    if (event.target.checked) next.add(id)
    else next.delete(id)
    onChoose(next.size === 0 || allIds.every((h) => next.has(h)) ? undefined : [...next].sort((a, b) => a - b).join(','))
  }

  return (
    <details className="hall-choice">
      <summary className="hall-choice__summary">
        {chosen ? t`Залы: ${shown} из ${halls.length}` : t`Залы: все (${halls.length})`}
      </summary>
      <form method="get" action={action} className="hall-choice__form" onSubmit={(e) => e.preventDefault()}>
        {Object.entries(keep).map(([name, value]) =>
          value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
        )}
        <div className="hall-choice__tools">
          {halls.length > FILTER_FROM ? (
            <input
              type="search"
              className="hall-choice__filter"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              aria-label={t`Найти зал`}
              placeholder={t`Найти зал`}
              aria-controls={listId}
            />
          ) : null}
          <button type="button" className="button button--ghost" onClick={() => onChoose(undefined)} disabled={!chosen}>
            <Trans>Все залы</Trans>
          </button>
        </div>
        <fieldset className="hall-choice__set">
          <legend className="visually-hidden">
            <Trans>Залы в сетке</Trans>
          </legend>
          <ul className="hall-choice__list" id={listId}>
            {visible.map((hall) => {
              const checked = !chosen || chosen.has(hall.id)
              return (
                <li key={hall.id}>
                  <label className="hall-choice__hall">
                    <input
                      type="checkbox"
                      name="halls"
                      value={hall.id}
                      checked={checked}
                      disabled={checked && chosen?.size === 1}
                      onChange={toggle}
                    />{' '}
                    <span dir="auto">{hall.name}</span>
                  </label>
                </li>
              )
            })}
          </ul>
        </fieldset>
        <noscript>
          <button type="submit" className="button">
            <Trans>Показать</Trans>
          </button>
        </noscript>
      </form>
    </details>
  )
}
