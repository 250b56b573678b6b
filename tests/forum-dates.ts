/**
 * The demo forum's first day in every test: the harness (tests/server helpers, vitest.config.ts,
 * playwright.config.ts, scripts/test.mjs) sets DEMO_FORUM_START to it, so the suite sees the same
 * forum on any real date. Tests compute their clocks from these, never from today.
 */
export const TEST_FORUM_START = '2026-12-08'

const DAY_MS = 86_400_000
/** The forum's days as YYYY-MM-DD (the demo runs four). */
export const TEST_FORUM_DAYS = [0, 1, 2, 3].map((n) => new Date(Date.parse(`${TEST_FORUM_START}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10))

/** An instant on the forum's day `day` (0-based) at `hhmm` in the venue's zone (Moscow, +03:00). */
export const forumInstant = (day: number, hhmm: string): Date => new Date(`${TEST_FORUM_DAYS[day]}T${hhmm}:00+03:00`)
