/**
 * The people list's filter as SQL: one WHERE clause over `user_event_views v JOIN users u LEFT
 * JOIN profiles p`, shared by the page, its counts, the exports and a message's segment, so all
 * of them mean the same people. Values go as parameters, never into the text.
 */
import { EVENT_ID } from '../../kernel/constants'
import type { PeopleFilter, PeopleSort } from '../../kernel/contract/desk-people'

export const PEOPLE_FROM = `user_event_views v JOIN users u ON u.id = v.user_id LEFT JOIN profiles p ON p.user_id = v.user_id`

/** Every form of the name, the e-mail and the organization, lower-cased, 'ё' read as 'е'. */
export const SEARCH_TEXT = `translate(lower(concat_ws(' ', p.lastname, p.firstname, p.surname, p.firstname_en, p.lastname_en, u.email, p.organization)), 'ё', 'е')`

export const NAME_SQL = `nullif(btrim(concat_ws(' ', p.lastname, p.firstname, p.surname)), '')`

export interface Where {
  sql: string
  params: unknown[]
}

/** `today` is the venue's conference day (the door's). */
export function peopleWhere(filter: PeopleFilter, today: string): Where {
  const params: unknown[] = [EVENT_ID]
  const arg = (value: unknown) => `$${params.push(value)}`
  const parts = ['v.event_id = $1']
  if (filter.q) parts.push(`strpos(${SEARCH_TEXT}, ${arg(filter.q.toLowerCase().replaceAll('ё', 'е'))}) > 0`)
  if (filter.role) parts.push(`v.member_role = ${arg(filter.role)}`)
  if (filter.day) parts.push(`(v.days IS NULL OR cardinality(v.days) = 0 OR ${arg(filter.day)}::date = ANY(v.days))`)
  if (filter.industry_id) parts.push(`p.industry_id = ${arg(filter.industry_id)}`)
  if (filter.region) parts.push(`strpos(lower(coalesce(p.region, '')), ${arg(filter.region.toLowerCase())}) > 0`)
  if (filter.checked) {
    const any = `EXISTS (SELECT 1 FROM checkins c WHERE c.event_id = v.event_id AND c.user_id = v.user_id AND c.counted`
    if (filter.checked === 'today') parts.push(`${any} AND c.day = ${arg(today)}::date)`)
    else if (filter.checked === 'ever') parts.push(`${any})`)
    else parts.push(`NOT ${any})`)
  }
  if (filter.meeting_id) {
    const id = arg(filter.meeting_id)
    const picked = `EXISTS (SELECT 1 FROM user_favorites f WHERE f.user_id = v.user_id AND f.meeting_id = ${id})`
    const signed = `EXISTS (SELECT 1 FROM user_participations s WHERE s.user_id = v.user_id AND s.meeting_id = ${id})`
    const link = filter.meeting_link ?? 'any'
    parts.push(link === 'picked' ? picked : link === 'signed' ? signed : `(${picked} OR ${signed})`)
  }
  return { sql: parts.join(' AND '), params }
}

/** A stable order: ties broken by the person's id, so pages never repeat or skip anyone. */
export function peopleOrder(sort: PeopleSort = 'name'): string {
  const desc = sort.startsWith('-')
  const dir = desc ? 'DESC' : 'ASC'
  const nulls = 'NULLS LAST'
  switch (sort.replace('-', '')) {
    case 'registered':
      return `v.created_at ${dir}, v.user_id ${dir}`
    case 'organization':
      return `lower(p.organization) ${dir} ${nulls}, v.user_id ${dir}`
    default:
      return `lower(p.lastname) ${dir} ${nulls}, lower(p.firstname) ${dir} ${nulls}, v.user_id ${dir}`
  }
}
