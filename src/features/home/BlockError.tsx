import { Trans } from '@lingui/react/macro'
import { useErrorText } from '../../components/states/use-error-text'

/** A secondary block that failed to load: said in place, the rest of the page stays usable. */
export function BlockError({ error }: { error: unknown }) {
  const message = useErrorText()(error)
  return (
    <p className="block-error" role="status">
      <Trans>Этот раздел сейчас не загрузился.</Trans> {message}
    </p>
  )
}
