import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MediaFile } from '../../../kernel/contract/content'
import { useAuthServices } from '../../session/use-session'
import { saveFile } from '../../lib/save-file'

/** "1,2 МБ" / "1.2 MB" in the person's language. */
const sizeText = (bytes: number, lang: string) => {
  const mb = bytes >= 1024 * 1024
  return new Intl.NumberFormat(lang, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(
    mb ? bytes / 1024 / 1024 : Math.max(1, Math.round(bytes / 1024)),
  )
}

/**
 * A presentation file: its address needs the bearer token (only the speaker may have it), so a
 * plain link would not do; the file is fetched with the token and handed to the downloads.
 */
export function MediaFileButton({ file }: { file: MediaFile }) {
  const { t, i18n } = useLingui()
  const { account } = useAuthServices()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const size = sizeText(file.size, i18n.locale)
  const name = file.name

  async function download() {
    setState('loading')
    try {
      saveFile(await account.file(file.url), file.name)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="media-file">
      <button type="button" className="button button--ghost media-file__button" disabled={state === 'loading'} onClick={() => void download()}>
        {/* Drawn, not the ⬇ character: only a math font carries it, elsewhere an empty box. */}
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 4v12M6 11l6 6 6-6M5 20h14" />
        </svg>
        {t`Скачать ${name}`} <span className="muted">({size})</span>
      </button>
      <p className="media-file__status" role="status">
        {state === 'loading' ? <Trans>Загружаем файл…</Trans> : state === 'failed' ? <Trans>Не удалось скачать файл. Попробуйте ещё раз.</Trans> : ''}
      </p>
    </div>
  )
}
