/** Where the forum is, once: the address often holds the city already ("Казань, ул. …"). */
export function venueLine(place: { venue: string; address: string; city: string } | undefined): string {
  if (!place) return ''
  const cityInAddress = place.city !== '' && place.address.toLowerCase().includes(place.city.toLowerCase())
  return [place.venue, place.address, cityInAddress ? '' : place.city].filter(Boolean).join(', ')
}
