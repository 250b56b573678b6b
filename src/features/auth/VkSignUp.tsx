import { Trans } from '@lingui/react/macro'
import { AFTER_LOGIN_PATH, vkStartHref } from '../../session/account-paths'
import { ConsentGate } from './ConsentGate'

/**
 * Signing up with VK ID, offered beside the e-mail form: VK ID creates the account straight away,
 * so its button sits behind the consent checkbox.
 */
export function VkSignUp({ enabled }: { enabled: boolean }) {
  if (!enabled) return null
  return (
    <section className="auth__alt" aria-labelledby="registr-vk">
      <h2 id="registr-vk" className="auth__alt-title">
        <Trans>Или через VK ID</Trans>
      </h2>
      <ConsentGate>
        {(guard) => (
          <a href={vkStartHref(AFTER_LOGIN_PATH)} className="button button--ghost" onClick={guard}>
            <Trans>Зарегистрироваться через VK ID</Trans>
          </a>
        )}
      </ConsentGate>
    </section>
  )
}
