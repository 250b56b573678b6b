import { ACCOUNT_API_PREFIX } from '../../config/constants'

/**
 * Cabinet screens that a later issue adds: until their route files exist the typed router
 * does not know them, so they are typed loosely here; the URLs are the spec's (§2).
 */
export const PERSONAL_DATA_PATH = '/cabinet/personal-data' as '/cabinet'
export const EVENT_REGISTRATION_PATH = '/cabinet/event-registration' as '/cabinet'

/** Where a person lands after logging in when no page asked for them. */
export const AFTER_LOGIN_PATH = '/cabinet'

/** The VK ID start: a real link (the server redirects to VK and back to /authorization). */
export const vkStartHref = (returnTo: string) => `${ACCOUNT_API_PREFIX}/auth/vk/start?return=${encodeURIComponent(returnTo)}`
