import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The widths from which a menu item sits in the header's bar; below it, or without one, it is under "More". */
export type BarFrom = 1024 | 1280 | 1440

export interface NavItem {
  to: string
  hash?: string
  label: MessageDescriptor
  /** §2: contacts are in the Russian interface only. */
  ruOnly?: boolean
  /** From this width the item is in the desktop bar; below it (or never, without one) it is in "More". */
  bar?: BarFrom
}

/**
 * §2 header menu: program, news, industries, archive (Russian interface also contacts); and what a
 * visitor looks for first after the program: the festival, the speakers, the broadcasts. The order is
 * the priority: what a visitor needs first stays in the bar at the narrowest desktop.
 */
export const HEADER_MENU: NavItem[] = [
  { to: '/program', label: msg`Программа`, bar: 1024 },
  { to: '/speakers', label: msg`Спикеры`, bar: 1024 },
  { to: '/festival-program', label: msg`Фестиваль`, bar: 1280 },
  { to: '/broadcasts', label: msg`Трансляции`, bar: 1280 },
  { to: '/news', label: msg`Новости`, bar: 1440 },
  { to: '/industres', label: msg`Индустрии` },
  { to: '/archive', label: msg`Архив` },
  { to: '/', hash: 'contacts', label: msg`Контакты`, ruOnly: true },
]

export const FOOTER_MENU: NavItem[] = [
  { to: '/program', label: msg`Деловая программа` },
  { to: '/program/grid', label: msg`Сетка программы` },
  { to: '/festival-program', label: msg`Фестиваль` },
  { to: '/speakers', label: msg`Спикеры` },
  { to: '/my-picks', label: msg`Мои отметки` },
  { to: '/broadcasts', label: msg`Трансляции` },
  { to: '/news', label: msg`Новости` },
  { to: '/organizers-and-partners', label: msg`Организаторы и партнёры` },
  { to: '/partners', label: msg`Партнёрам` },
  { to: '/archive', label: msg`Архив` },
]
