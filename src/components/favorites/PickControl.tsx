import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Favorites } from '../../session/use-favorites'
import './favorites.css'

/**
 * The second state of picking, where a session takes sign-ups (§2 "take part"): what the person
 * may do beyond having the session in their program. One union, so a new kind (sign-up with a
 * seat, a full hall) is a new member here and a branch in `SignUpPart`, nothing beside it.
 */
export type SignUp =
  /** May sign up: the organizers learn that the person comes. */
  | { kind: 'open'; busy: boolean; join: () => void }
  /** Signed up; `leave` cancels the sign-up and keeps the session in the program. */
  | { kind: 'joined'; busy: boolean; leave: () => void }
  /** Speaks or moderates: their part is the organizers' to change. */
  | { kind: 'speaking'; role: 'speaker' | 'moderator' }

/** The control's state as one word: picked and signed up are two states of one pick. */
export type PickState = 'none' | 'picked' | 'signed-up'

export function pickState(picked: boolean, signUp: SignUp | null | undefined): PickState {
  if (signUp && signUp.kind !== 'open') return 'signed-up'
  return picked ? 'picked' : 'none'
}

interface Props {
  id: number
  favorites: Favorites
  /** Null: the session takes no sign-ups here (a guest, or the person's part is not loaded yet). */
  signUp?: SignUp | null
  /** A line under the control: the way to the person's program, a failure of the sign-up. */
  footer?: ReactNode
}

/**
 * The one way to pick a session (docs/type-and-phone-program.md): a toggle that puts the session
 * in "my program" (aria-pressed, the star fills), and, where the session takes sign-ups, the
 * sign-up as the same control's next state. Signing up also picks; taking the session out of the
 * program also cancels the sign-up, so the star, the cabinet and the organizers always agree.
 * Disabled until the person's program is known, so nothing moves when it arrives.
 */
export function PickControl({ id, favorites, signUp, footer }: Props) {
  const state = pickState(favorites.has(id), signUp)
  const on = state !== 'none'
  const busy = signUp && signUp.kind !== 'speaking' ? signUp.busy : false
  const toggle = () => {
    if (!on) return favorites.add(id)
    // A speaker's session stays theirs; a sign-up leaves with the pick.
    if (signUp?.kind === 'speaking') return
    if (signUp?.kind === 'joined') signUp.leave()
    if (favorites.has(id)) favorites.remove(id)
  }
  return (
    <div className="pick no-print" role="group" aria-labelledby={`pick-${id}`} data-pick={state}>
      <button
        id={`pick-${id}`}
        type="button"
        className={on ? 'button button--ghost favorite__button favorite__button--on' : 'button button--primary favorite__button'}
        aria-pressed={on}
        disabled={!favorites.loaded || busy || signUp?.kind === 'speaking'}
        onClick={toggle}
      >
        <span aria-hidden="true">{on ? '★' : '☆'}</span> {on ? <Trans>В моей программе</Trans> : <Trans>В мою программу</Trans>}
      </button>
      {signUp ? <SignUpPart signUp={signUp} picked={on} onJoin={() => (favorites.has(id) ? undefined : favorites.add(id))} /> : null}
      <p className="favorite__status muted" role="status">
        {favorites.isPending(id) ? (
          <Trans>Сохраняем…</Trans>
        ) : state === 'signed-up' || !on ? (
          ''
        ) : favorites.guest ? (
          <Trans>Сохранено в этом браузере; войдите, и сессия будет в вашей программе на всех устройствах.</Trans>
        ) : (
          <Trans>Сессия в «Моей программе» в личном кабинете.</Trans>
        )}
      </p>
      {footer}
    </div>
  )
}

function SignUpPart({ signUp, picked, onJoin }: { signUp: SignUp; picked: boolean; onJoin: () => void }) {
  if (signUp.kind === 'speaking') {
    return <p className="pick__state">{signUp.role === 'speaker' ? <Trans>Вы спикер этой сессии</Trans> : <Trans>Вы модератор этой сессии</Trans>}</p>
  }
  if (signUp.kind === 'joined') {
    return (
      <p className="pick__state">
        <span aria-hidden="true">✓</span> <Trans>Вы записаны: организаторы знают, что вы придёте.</Trans>{' '}
        <button type="button" className="pick__link" disabled={signUp.busy} onClick={signUp.leave}>
          <Trans>Отменить запись</Trans>
        </button>
      </p>
    )
  }
  // The next state of a pick: offered once the session is in the program, so one control leads.
  if (!picked) return null
  return (
    <p className="pick__state">
      <button
        type="button"
        className="pick__link"
        disabled={signUp.busy}
        onClick={() => {
          onJoin()
          signUp.join()
        }}
      >
        <Trans>Записаться на сессию</Trans>
      </button>{' '}
      <span className="muted">
        <Trans>— чтобы организаторы знали, что вы придёте</Trans>
      </span>
    </p>
  )
}
