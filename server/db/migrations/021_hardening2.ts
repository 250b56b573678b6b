/**
 * Push and the door under abuse (docs/hardening.md):
 * - `push_subscriptions.expires_at`: the browser's `expirationTime` (null: none); a subscription
 *   past it is never sent to and is deleted. `failures`: sends in a row that timed out or got a
 *   5xx; at three the subscription goes (a 404 or 410 deletes it at once).
 * - `checkins.claimed_at`: an offline check-in's time as the scanner said it, when it lay outside
 *   what the server believes (the offline data's `generated_at` minus 24 hours … now plus
 *   5 minutes); the check-in is then counted at the sync's own time and day (`at`, `day`), and
 *   `clock_wrong` shows it to the staff.
 */
export const id = '021_hardening2'

export const sql = /* sql */ `
ALTER TABLE push_subscriptions ADD COLUMN expires_at timestamptz;
ALTER TABLE push_subscriptions ADD COLUMN failures integer NOT NULL DEFAULT 0;
ALTER TABLE checkins ADD COLUMN claimed_at timestamptz;
ALTER TABLE checkins ADD COLUMN clock_wrong boolean NOT NULL DEFAULT false;
`
