import { useLingui } from '@lingui/react/macro'
import type { NewsState } from '../../../kernel/contract/desk-news'

export function useNewsStateName(): (state: NewsState) => string {
  const { t } = useLingui()
  return (state) => ({ draft: t`Черновик`, scheduled: t`Запланирована`, published: t`Опубликована`, unpublished: t`Снята с публикации` })[state]
}
