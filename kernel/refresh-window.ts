import { REFRESH_WINDOW_AFTER_EXPIRY_S } from './constants'

/**
 * §4: a token may be refreshed from half its lifetime before its expiry up to 7 days after it,
 * both edges included. The one rule behind the auth machine's timer and the server's check.
 */
export function inRefreshWindow(expiresAtMs: number, lifetimeMs: number, nowMs: number): boolean {
  return nowMs >= expiresAtMs - lifetimeMs / 2 && nowMs <= expiresAtMs + REFRESH_WINDOW_AFTER_EXPIRY_S * 1000
}

/** §4: past the window a token can no longer be refreshed; the person must log in again. */
export function isPastRefreshWindow(expiresAtMs: number, nowMs: number): boolean {
  return nowMs > expiresAtMs + REFRESH_WINDOW_AFTER_EXPIRY_S * 1000
}
