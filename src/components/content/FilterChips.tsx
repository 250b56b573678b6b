import { Link } from '@tanstack/react-router'
import type { FocusEventHandler, ReactNode } from 'react'

export interface FilterOption {
  id: number
  name: string | undefined
}

type Search = Record<string, unknown>

interface Props {
  /** The filter's accessible name. */
  label: string
  /** The chip that shows everything. */
  all: ReactNode
  options: readonly FilterOption[]
  selected: number | undefined
  /** Where a chip leads: '.' stays on the current screen. */
  to: '.' | '/news' | '/festival-program'
  /** A chip's search: `id` undefined is "all". A function of the current search keeps its other params. */
  searchOf: (id: number | undefined) => Search | ((prev: Search) => Search)
  /** The block's class; its list is `${className}__list`. */
  className?: string
  onFocus?: FocusEventHandler
}

/**
 * Filter chips as real links: the choice lives in the URL and can be shared; the current chip has
 * aria-current. Our own flag decides which chip is current, so the default view (whose URL names
 * no filter) marks "all"; exact matching keeps the router from also marking "all" on a filtered URL.
 */
export function FilterChips({ label, all, options, selected, to, searchOf, className = 'filter', onFocus }: Props) {
  const chip = (id: number | undefined, text: ReactNode) => {
    const active = selected === id
    return (
      <Link
        to={to}
        search={searchOf(id)}
        className={active ? 'chip chip--active' : 'chip'}
        aria-current={active ? 'page' : undefined}
        activeOptions={{ exact: true }}
        activeProps={{}}
      >
        {text}
      </Link>
    )
  }
  return (
    <nav className={className} aria-label={label} onFocus={onFocus}>
      <ul className={`${className}__list`}>
        <li>{chip(undefined, all)}</li>
        {options.map((option) => (
          <li key={option.id}>{chip(option.id, option.name)}</li>
        ))}
      </ul>
    </nav>
  )
}
