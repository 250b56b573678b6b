import type { StaffStats } from '../../kernel/contract/staff'

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v)
  // Quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s
  return /[",\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
const line = (cells: Array<string | number | null>) => cells.map(cell).join(',')

/** The organizer's figures as one CSV: a `section` column tells the days, the hours and the halls apart. */
export function statsCsv(stats: StaffStats): string {
  const rows = [line(['section', 'day', 'hour', 'hall', 'checkins', 'registered', 'no_shows', 'present', 'capacity', 'level'])]
  for (const d of stats.days) rows.push(line(['day', d.day, null, null, d.checkins, d.registered, d.no_shows, null, null, null]))
  for (const h of stats.hours) rows.push(line(['hour', h.day, h.hour, null, h.checkins, null, null, null, null, null]))
  for (const h of stats.halls) rows.push(line(['hall', null, null, h.name, null, null, null, h.present, h.capacity, h.level]))
  return rows.join('\r\n') + '\r\n'
}
