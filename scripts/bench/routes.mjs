// The public routes of figure 1, with real ids looked up in the demo content of the running server.
const API = '/acms/api/v1.0'
const EVENT = 35

async function data(base, path) {
  const res = await fetch(base + API + path, { headers: { 'X-Lang': 'ru' } })
  if (!res.ok) throw new Error(`GET ${API}${path}: ${res.status}`)
  return (await res.json()).data
}

/** The first forum day, a news item, a business hall, a business session, a festival item and a speaker. */
export async function demoIds(base) {
  const [events, news, areas, business, festival, speakers] = await Promise.all([
    data(base, `/events/${EVENT}`),
    data(base, `/news/${EVENT}?limit=1`),
    data(base, `/areas/${EVENT}`),
    data(base, `/meeting?event_id=${EVENT}&is_culture=0&limit=1`),
    data(base, `/meeting?event_id=${EVENT}&is_culture=1&limit=1`),
    data(base, `/speakers/${EVENT}?limit=1&brief=1`),
  ])
  const hall = areas.find((a) => !a.is_culture) ?? areas[0]
  return {
    firstDay: events[0].starts_on,
    newsId: news[0].id,
    hallId: hall.id,
    meetingId: business[0].id,
    festivalId: festival[0].id,
    speakerId: speakers[0].id,
  }
}

export function publicRoutes(ids) {
  return [
    '/',
    '/news',
    `/news/${ids.newsId}`,
    '/program',
    `/program/${ids.hallId}`,
    `/program/meeting/${ids.meetingId}`,
    '/program/grid',
    '/program/detailed-grid',
    '/festival-program',
    `/festival-program/${ids.festivalId}`,
    '/speakers',
    `/speakers/${ids.speakerId}`,
    '/archive',
    '/broadcasts',
    '/partners',
    '/organizers-and-partners',
    '/industres',
    '/privacy',
    '/agreement',
  ]
}

export const lighthouseRoutes = (ids) => ['/', '/program', '/program/grid', '/news', `/program/meeting/${ids.meetingId}`]
