import { Trans, useLingui } from '@lingui/react/macro'
import { Link, getRouteApi } from '@tanstack/react-router'
import { usePageMeta } from '../../lib/use-page-meta'
import { AuthLayout, LoginInstead } from './AuthLayout'
import { VkSignUp } from './VkSignUp'

const route = getRouteApi('/registr')

/**
 * /registr: the choice of a way to register (§2). The email form asks for consent itself; VK ID
 * creates the account straight away, so its button sits behind the consent checkbox here.
 */
export function RegistrChoicePage() {
  const { t } = useLingui()
  const providers = route.useLoaderData()
  usePageMeta(t`Регистрация`, t`Регистрация на сайте форума: по email или через VK ID.`)

  return (
    <AuthLayout
      title={t`Регистрация`}
      lead={<Trans>Аккаунт нужен, чтобы зарегистрироваться на форум, собрать свою программу, смотреть трансляции и получить билет.</Trans>}
      after={<LoginInstead />}
    >
      <div className="auth__choices">
        <Link to="/registration" className="button button--primary">
          <Trans>Зарегистрироваться по email</Trans>
        </Link>
      </div>
      <VkSignUp enabled={providers.vk} />
    </AuthLayout>
  )
}
