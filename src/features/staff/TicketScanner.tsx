import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { startCamera } from './camera-scanner'

/** A code seen again within this time is the same person still in front of the camera. */
const SAME_CODE_MS = 4000

/**
 * The ticket reader of the staff pages (the door, a hall's door): the phone's camera (the
 * decoder is loaded only here) and a field for a typed code. `onCode` gets each code once per
 * person in front of the camera, with the moment it was read (performance.now()), so the page can
 * time its verdict from there.
 */
export function TicketScanner({ onCode, cameraAtStart = true }: { onCode: (code: string, readAt: number) => void; cameraAtStart?: boolean }) {
  const { t } = useLingui()
  const [camera, setCamera] = useState<'starting' | 'on' | 'off' | 'failed'>(() => (!('mediaDevices' in navigator) ? 'failed' : cameraAtStart ? 'starting' : 'off'))
  const [typed, setTyped] = useState('')
  const videoRef = useRef<HTMLVideoElement>(null)
  const last = useRef<{ code: string; at: number } | null>(null)
  const onCodeRef = useRef(onCode)
  useEffect(() => {
    onCodeRef.current = onCode
  }, [onCode])

  const cameraOn = camera === 'starting' || camera === 'on'
  useEffect(() => {
    if (!cameraOn || !videoRef.current) return
    let stop: (() => void) | null = null
    let live = true
    const read = (code: string, at: number) => {
      const previous = last.current
      if (previous && previous.code === code && at - previous.at < SAME_CODE_MS) return
      last.current = { code, at }
      onCodeRef.current(code, at)
    }
    startCamera(videoRef.current, read).then(
      (s) => {
        if (!live) return s()
        stop = s
        setCamera('on')
      },
      () => live && setCamera('failed'),
    )
    return () => {
      live = false
      stop?.()
    }
  }, [cameraOn])

  const submitTyped = (e: FormEvent) => {
    e.preventDefault()
    const code = typed.trim()
    if (!code) return
    const at = performance.now()
    last.current = { code, at }
    onCodeRef.current(code, at)
    setTyped('')
  }

  return (
    <section className="door__scan" aria-label={t`Сканер`}>
      <div className="door__camera">
        <video ref={videoRef} className="door__video" aria-label={t`Камера`} muted playsInline hidden={camera === 'off' || camera === 'failed'} />
        {camera === 'failed' ? (
          <p className="muted">
            <Trans>Камера недоступна. Введите код билета вручную.</Trans>
          </p>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => setCamera(cameraOn ? 'off' : 'starting')}>
          {cameraOn ? <Trans>Выключить камеру</Trans> : <Trans>Включить камеру</Trans>}
        </button>
      </div>
      <form className="door__typed" onSubmit={submitTyped}>
        <label htmlFor="ticket-code">
          <Trans>Код билета</Trans>
        </label>
        <input id="ticket-code" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" autoCapitalize="off" spellCheck={false} inputMode="text" />
        <button type="submit" className="button button--primary">
          <Trans>Проверить</Trans>
        </button>
      </form>
    </section>
  )
}
