import { ACCOUNT_API_PREFIX } from '../../kernel/constants'

/** Cabinet screens linked from the header and the account screens (§2). */
export const PERSONAL_DATA_PATH = '/cabinet/personal-data'
export const EVENT_REGISTRATION_PATH = '/cabinet/event-registration'

/** Where a person lands after logging in when no page asked for them. */
export const AFTER_LOGIN_PATH = '/cabinet'

/** The VK ID start: a real link (the server redirects to VK and back to /authorization). */
export const vkStartHref = (returnTo: string) => `${ACCOUNT_API_PREFIX}/auth/vk/start?return=${encodeURIComponent(returnTo)}`
