import type { Lang } from '../../kernel/constants'
import { forumDays } from './forum-days'

const locale = (lang: Lang) => (lang === 'ru' ? 'ru-RU' : 'en-GB')
const noonUtc = (date: string) => new Date(`${date}T12:00:00Z`)

/**
 * Calendar days as people write them: "8 и 9 декабря", "30 ноября и 1 декабря", "8, 9 and
 * 11 December" (en-GB puts the day before the month, as Russian does). Days of one month share
 * the month's name; the year is left to the dates of the event next to it.
 */
export function formatDayList(days: readonly string[], lang: Lang): string {
  const months = new Map<string, string[]>()
  for (const day of [...new Set(days)].sort()) {
    const key = day.slice(0, 7)
    months.set(key, [...(months.get(key) ?? []), day])
  }
  const list = new Intl.ListFormat(locale(lang), { type: 'conjunction' })
  const month = new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', timeZone: 'UTC' })
  const groups = [...months.values()].map((group) => {
    // The month's name in the form it takes after a day number ("декабря").
    const name = month.formatToParts(noonUtc(group[0]!)).find((p) => p.type === 'month')?.value ?? ''
    return { numbers: group.map((d) => String(Number(d.slice(8)))), name }
  })
  if (groups.length === 1) return `${list.format(groups[0]!.numbers)} ${groups[0]!.name}`
  return list.format(groups.map((g) => `${g.numbers.join(', ')} ${g.name}`))
}

/**
 * What a ticket is valid for (the door's rule, server/staff/store.ts): `days` null or empty is
 * every day of the event, and so is a list that holds each of them.
 */
export function ticketDays(days: readonly string[] | null | undefined, event: { starts_on: string; ends_on: string } | null | undefined) {
  const all = forumDays(event ?? undefined)
  const valid = days && days.length > 0 ? [...new Set(days)].sort() : null
  const everyDay = valid === null || (all.length > 0 && all.every((d) => valid.includes(d)))
  return { everyDay, days: valid ?? all }
}
