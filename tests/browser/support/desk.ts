import type { Page } from '@playwright/test'
import { e2e } from '../../../playwright.config'
import { expect } from '../fixtures'
import { logIn } from './accounts'
import { appReady } from './ready'

export const ORGANIZER = { email: 'organizer@horizon-forum.example', password: 'organizer2026' }
export const VISITOR = { email: 'visitor@horizon-forum.example', password: 'visitor2026' }
export const DOOR = { email: 'staff@horizon-forum.example', password: 'staff2026' }

const base = () => `http://127.0.0.1:${e2e.port}`

/** A token for an account, through the account API (the journey's setup, not what it proves). */
export async function apiToken(who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${base()}/api/acc/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(who) })
  const body = (await res.json()) as { data?: { access_token: string } }
  if (!body.data) throw new Error(`login of ${who.email} failed: ${JSON.stringify(body)}`)
  return body.data.access_token
}

/** The demo organizer grants a role through the desk API. */
export async function grantByApi(email: string, role: 'editor' | 'admin' | 'registrar') {
  const token = await apiToken(ORGANIZER)
  const res = await fetch(`${base()}/api/desk/roles/grant`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'X-Lang': 'ru' }, body: JSON.stringify({ email, role }) })
  if (!res.ok) throw new Error(`grant failed: ${res.status} ${await res.text()}`)
}

export async function logInAs(page: Page, who: { email: string; password: string }) {
  await page.goto('/login')
  await appReady(page)
  await logIn(page, who.email, who.password)
  await expect(page).toHaveURL(/\/cabinet$/)
}

/** Opens a desk page and waits for the desk to have let the person in. */
export async function openDesk(page: Page, path = '/desk') {
  await page.goto(path)
  await appReady(page)
  await expect(page.locator('[data-desk-ready]')).toBeVisible()
}
