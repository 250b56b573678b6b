import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { QuestionSort } from '../../../kernel/contract/questions'

/** "Top" and "New": the order of a session's questions, on the session page and in the speaker's cabinet. */
export function QuestionSortToggle({
  sort,
  onChange,
  className,
  children,
}: {
  sort: QuestionSort
  onChange: (sort: QuestionSort) => void
  className: string
  children?: ReactNode
}) {
  const { t } = useLingui()
  return (
    <div className={className} role="group" aria-label={t`Порядок вопросов`}>
      <button type="button" className="button button--ghost" aria-pressed={sort === 'votes'} onClick={() => onChange('votes')}>
        <Trans>Популярные</Trans>
      </button>
      <button type="button" className="button button--ghost" aria-pressed={sort === 'new'} onClick={() => onChange('new')}>
        <Trans>Новые</Trans>
      </button>
      {children}
    </div>
  )
}
