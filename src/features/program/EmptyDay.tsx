import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../components/states/EmptyState'

/** A day of the program with no sessions to show: under an industry filter, a way to drop it. */
export function EmptyDay({ day, filtered }: { day: string; filtered: boolean }) {
  const { t } = useLingui()
  return filtered ? (
    <EmptyState title={t`В этот день нет сессий выбранной индустрии`}>
      <Link to="." search={{ day }} className="button button--ghost">
        <Trans>Сбросить фильтр</Trans>
      </Link>
    </EmptyState>
  ) : (
    <EmptyState title={t`В этот день сессий нет`} />
  )
}
