import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import './stream-player.css'

/**
 * A stream URL from the API that may be put in a frame: http(s) or a path on this site. Anything
 * else (javascript:, data:, a protocol-relative //host) is not embedded.
 */
export function embeddableUrl(url: string | null | undefined): string | null {
  if (!url) return null
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/**
 * 'Смотреть трансляцию' (§2 watch broadcast): the frame is made only when asked for, so a page
 * with several streams does not start them all. `frameTitle` names the frame for screen readers;
 * `context` (a hall's name) goes into the button's name where a page has several (unique names).
 */
export function StreamPlayer({ url, frameTitle, context }: { url: string; frameTitle: string; context?: string }) {
  const { t } = useLingui()
  const id = useId()
  const [open, setOpen] = useState(false)
  const text = open ? t`Скрыть трансляцию` : t`Смотреть трансляцию`
  return (
    <div className="stream">
      <button
        type="button"
        className={open ? 'button button--ghost stream__toggle' : 'button button--primary stream__toggle'}
        aria-expanded={open}
        aria-controls={id}
        aria-label={context ? `${text}: ${context}` : undefined}
        onClick={() => setOpen(!open)}
      >
        {text}
      </button>
      <div id={id} className="stream__frame" hidden={!open}>
        {open ? (
          <iframe
            src={url}
            title={frameTitle}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : null}
      </div>
    </div>
  )
}
