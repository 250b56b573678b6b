import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useErrorText } from '../../components/states/use-error-text'
import type { Organization } from '../../../kernel/contract/content'
import type { LogosResult } from './load-partners'
import { LogoGrid } from './LogoGrid'
import { partnersOnly } from './org-groups'

/** The partners' logos under the offer: proof that others already take part. */
export function Supporters({ logos }: { logos: LogosResult }) {
  return (
    <section className="offer offer--wide" aria-labelledby="supporters-title">
      <h2 id="supporters-title">
        <Trans>Нас уже поддерживают</Trans>
      </h2>
      {logos.ok ? <Logos organizations={partnersOnly(logos.data)} /> : <LogosError error={logos.error} />}
      <p>
        <Link to="/organizers-and-partners">
          <Trans>Все организаторы и партнёры</Trans>
        </Link>
      </p>
    </section>
  )
}

function Logos({ organizations }: { organizations: Organization[] }) {
  const { t } = useLingui()
  if (organizations.length === 0) {
    return (
      <p className="muted">
        <Trans>Партнёры этого года ещё не объявлены — станьте первым.</Trans>
      </p>
    )
  }
  return <LogoGrid organizations={organizations} label={t`Логотипы партнёров`} />
}

function LogosError({ error }: { error: unknown }) {
  const message = useErrorText()(error)
  return (
    <p className="state--inline" role="status">
      <Trans>Логотипы партнёров сейчас не загрузились.</Trans> {message}
    </p>
  )
}
