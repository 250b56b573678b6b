import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface NavItem {
  to: string
  hash?: string
  label: MessageDescriptor
  /** §2: contacts are in the Russian interface only. */
  ruOnly?: boolean
}

/**
 * §2 header menu: program, news, industries, archive (Russian interface also contacts); and what a
 * visitor looks for first after the program: the festival, the speakers, the broadcasts.
 */
export const HEADER_MENU: NavItem[] = [
  { to: '/program', label: msg`Программа` },
  { to: '/festival-program', label: msg`Фестиваль` },
  { to: '/speakers', label: msg`Спикеры` },
  { to: '/broadcasts', label: msg`Трансляции` },
  { to: '/news', label: msg`Новости` },
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
