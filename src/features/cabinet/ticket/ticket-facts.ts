/**
 * Where the forum is, naming the city once: not again when the venue's name or its address
 * already holds it ("«Казань Экспо», Республика Татарстан, …").
 */
export function venueLine(place: { venue: string; address: string; city: string } | undefined): string {
  if (!place) return ''
  const city = place.city.trim().toLowerCase()
  const named = city !== '' && `${place.venue} ${place.address}`.toLowerCase().includes(city)
  return [place.venue, place.address, named ? '' : place.city].filter(Boolean).join(', ')
}
