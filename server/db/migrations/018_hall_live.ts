/**
 * Hall fill levels on the live channel (server/live/hub.ts): every write of `hall_counts` (a
 * count, the organizer's capacity) notifies channel `live` with `hall {json}`: the hall, the
 * capacity in force, the people present and when it was counted. Sent at commit, in commit order
 * (a hall's row lock orders its writers), so the last notification of a hall carries its last
 * count. Nothing is stored: a page that reconnects reads the levels again.
 */
export const id = '018_hall_live'

export const sql = /* sql */ `
CREATE FUNCTION hall_counts_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live', 'hall ' || json_build_object(
    'area_id', NEW.area_id,
    'capacity', coalesce(NEW.capacity, (SELECT capacity FROM areas WHERE id = NEW.area_id)),
    'present', NEW.present,
    'counted_at', CASE WHEN NEW.counted_at IS NULL THEN NULL
      ELSE to_char(NEW.counted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END
  )::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER hall_counts_live AFTER INSERT OR UPDATE ON hall_counts
  FOR EACH ROW EXECUTE FUNCTION hall_counts_notify();
`
