import { Trans } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { saveFile } from '../../lib/save-file'

/**
 * A button that fetches a file and hands it to the browser's downloads, busy while it comes,
 * with a message beside it when it could not.
 */
export function DownloadButton({ fetchFile, name, children }: { fetchFile: () => Promise<Blob>; name: string; children: ReactNode }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const download = async () => {
    setState('busy')
    try {
      saveFile(await fetchFile(), name)
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <p>
      <button type="button" className="button button--ghost" disabled={state === 'busy'} onClick={() => void download()}>
        {children}
      </button>
      {state === 'failed' ? (
        <span role="alert">
          {' '}
          <Trans>Не удалось скачать файл.</Trans>
        </span>
      ) : null}
    </p>
  )
}
