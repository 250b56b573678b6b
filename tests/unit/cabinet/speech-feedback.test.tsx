/** The speaker's feedback in the cabinet: nothing below 5 answers, the distribution and comments from 5. */
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { FeedbackSummary } from '../../../kernel/contract/feedback'
import { SpeechFeedback } from '../../../src/features/cabinet/SpeechFeedback'
import { createI18n } from '../../../src/i18n/lang'

const base: FeedbackSummary = {
  meeting_id: 1,
  title: 'Панель',
  start_at: '2026-12-07T07:00:00Z',
  min_answers: 5,
  enough: false,
  answers: null,
  distribution: null,
  average: null,
  comments: null,
}

async function show(summary: FeedbackSummary, lang: 'ru' | 'en' = 'ru') {
  const i18n = await createI18n(lang)
  render(
    <I18nProvider i18n={i18n}>
      <SpeechFeedback summary={summary} />
    </I18nProvider>,
  )
}

describe('the speaker sees feedback only from 5 answers', () => {
  it('below 5: only that there are too few answers to show', async () => {
    await show(base, 'en')
    expect(screen.getByText('Too few answers to show: the ratings appear once at least 5 people have answered.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('from 5: the distribution, the average and the comments as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>'
    await show({ ...base, enough: true, answers: 5, distribution: [1, 0, 0, 2, 2], average: 3.8, comments: [hostile, 'Отлично'] })
    expect(screen.getByText('Ответов: 5, средняя оценка: 3,8')).toBeTruthy()
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['11', '20', '30', '42', '52'])
    expect(screen.getByText(hostile)).toBeTruthy()
    expect(document.querySelector('img')).toBeNull()
  })
})
