import type { DeskNews, NewsBody, NewsState } from '../../../kernel/contract/desk-news'

/** The editor's values: the body's fields, with the time as the datetime-local input holds it. */
export type NewsForm = Omit<NewsBody, 'published_at'> & { published_at: string }

const pad = (n: number) => String(n).padStart(2, '0')
/** An instant as this browser's local "YYYY-MM-DDTHH:MM" (what datetime-local shows). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

export const emptyNews = (): NewsForm => ({
  state: 'draft' as NewsState,
  published_at: '',
  image: null,
  industry_ids: [],
  ru_title: '',
  ru_lead: '',
  ru_body: '',
  en_title: '',
  en_lead: '',
  en_body: '',
})

export const formOf = (n: DeskNews): NewsForm => ({
  state: n.state,
  published_at: toLocalInput(n.published_at),
  image: n.image,
  industry_ids: n.industry_ids,
  ru_title: n.ru_title,
  ru_lead: n.ru_lead,
  ru_body: n.ru_body,
  en_title: n.en_title,
  en_lead: n.en_lead,
  en_body: n.en_body,
  revision: n.revision,
})

export const bodyOf = (v: NewsForm): NewsBody => ({
  ...v,
  ru_title: v.ru_title ?? '',
  ru_lead: v.ru_lead ?? '',
  ru_body: v.ru_body ?? '',
  en_title: v.en_title ?? '',
  en_lead: v.en_lead ?? '',
  en_body: v.en_body ?? '',
  image: v.image ?? null,
  industry_ids: v.industry_ids ?? [],
  published_at: v.published_at && !Number.isNaN(Date.parse(v.published_at)) ? new Date(v.published_at).toISOString() : null,
})

export const NEWS_FIELDS = ['state', 'published_at', 'image', 'industry_ids', 'ru_title', 'ru_lead', 'ru_body', 'en_title', 'en_lead', 'en_body'] as const
