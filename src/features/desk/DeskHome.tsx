import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { PageHead } from '../../components/layout/PageHead'
import { useDesk } from './desk-context'
import { navFor } from './nav'
import { useRoleName } from './role-names'

/** /desk: who is at the desk, with which roles, and the sections they open. */
export function DeskHome() {
  const { me } = useDesk()
  const { i18n } = useLingui()
  const roleName = useRoleName()
  const sections = navFor(me.roles).filter((item) => item.to !== '/desk')
  return (
    <>
      <PageHead title={<Trans>Пульт организатора</Trans>} lead={`${me.name ?? me.email ?? ''} · ${me.roles.map(roleName).join(', ')}`} />
      <ul className="desk__tiles">
        {sections.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{i18n._(item.label)}</Link>
          </li>
        ))}
      </ul>
    </>
  )
}
