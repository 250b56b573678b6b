import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { PushSubscriptionBody } from '../../../kernel/contract/live'
import { useApi } from '../../session/use-session'

type State = 'unsupported' | 'off' | 'on' | 'working' | 'denied' | 'failed'

const supported = () =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && typeof Notification !== 'undefined'

/** base64url → the bytes `applicationServerKey` takes. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const raw = atob(key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(raw.length))
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/**
 * The cabinet's opt-in to Web Push: a notification on this device when a session of the person's
 * program moves or is cancelled (server/live/push.ts). Shown only where the browser can receive
 * push and the server has VAPID keys.
 */
export function PushOptIn() {
  const { live } = useApi()
  const [key, setKey] = useState<string | null>(null)
  const [state, setState] = useState<State>('unsupported')

  useEffect(() => {
    if (!supported()) return
    let cancelled = false
    void (async () => {
      const answer = await live.pushKey().catch(() => null)
      if (cancelled || !answer?.public_key) return
      setKey(answer.public_key)
      const registration = await navigator.serviceWorker.getRegistration()
      const existing = await registration?.pushManager.getSubscription()
      if (!cancelled) setState(Notification.permission === 'denied' ? 'denied' : existing ? 'on' : 'off')
    })()
    return () => {
      cancelled = true
    }
  }, [live])

  if (!key || state === 'unsupported') return null

  const turnOn = async () => {
    setState('working')
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied')
      const registration = await navigator.serviceWorker.ready
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }))
      // What the browser gives (Push API): the server stops sending after `expirationTime`.
      const { endpoint, expirationTime, keys } = subscription.toJSON() as PushSubscriptionBody
      await live.subscribe({ endpoint, expirationTime: expirationTime ?? null, keys: { p256dh: keys.p256dh, auth: keys.auth } })
      setState('on')
    } catch {
      setState('failed')
    }
  }
  const turnOff = async () => {
    setState('working')
    try {
      const registration = await navigator.serviceWorker.ready
      const subscription = await registration.pushManager.getSubscription()
      if (subscription) {
        await live.unsubscribe(subscription.endpoint)
        await subscription.unsubscribe()
      }
      setState('off')
    } catch {
      setState('failed')
    }
  }

  return (
    <div className="push-opt-in">
      <p>
        <Trans>Уведомления на этом устройстве, когда сессию из вашей программы переносят или отменяют.</Trans>
      </p>
      {state === 'on' ? (
        <button type="button" className="button button--ghost" onClick={() => void turnOff()}>
          <Trans>Выключить уведомления об изменениях</Trans>
        </button>
      ) : (
        <button type="button" className="button button--primary" disabled={state === 'working'} onClick={() => void turnOn()}>
          <Trans>Включить уведомления об изменениях</Trans>
        </button>
      )}
      {state === 'denied' ? (
        <p role="alert">
          <Trans>Браузер запретил уведомления для этого сайта: разрешите их в настройках сайта и попробуйте ещё раз.</Trans>
        </p>
      ) : state === 'failed' ? (
        <p role="alert">
          <Trans>Не удалось изменить настройку уведомлений. Попробуйте ещё раз.</Trans>
        </p>
      ) : state === 'on' ? (
        <p role="status">
          <Trans>Уведомления об изменениях включены.</Trans>
        </p>
      ) : null}
    </div>
  )
}
