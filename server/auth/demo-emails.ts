/**
 * The addresses of the demo accounts (server/demo/accounts.ts), whose passwords are published in
 * server/README.md: logins with them are refused unless the development tools are on and the
 * request comes straight from this machine (server/accounts/login.ts).
 */
export const DEMO_EMAILS = ['visitor@horizon-forum.example', 'speaker@horizon-forum.example', 'staff@horizon-forum.example', 'organizer@horizon-forum.example'] as const

export const isDemoEmail = (email: string): boolean => (DEMO_EMAILS as readonly string[]).includes(email.trim().toLowerCase())
