/**
 * Times in the desk are the venue's (the program's own clock), whatever the editor's browser
 * says: an instant shown and typed as the venue's "YYYY-MM-DDTHH:MM".
 */
function parts(date: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]))
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

export const toVenueInput = (iso: string, timeZone: string) => parts(new Date(iso), timeZone)
export const venueTime = (iso: string, timeZone: string) => toVenueInput(iso, timeZone).slice(11)

/** The instant a venue-local "YYYY-MM-DDTHH:MM" names (the zone's offset at that moment), or null. */
export function fromVenueInput(local: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null
  const guess = Date.parse(`${local}:00Z`)
  // The offset at the guess, then once more at the corrected instant (a DST edge).
  let at = guess
  for (let i = 0; i < 2; i++) {
    const shown = Date.parse(`${parts(new Date(at), timeZone)}:00Z`)
    at += guess - shown
  }
  return new Date(at).toISOString()
}
