/**
 * A program version's fan-out (the live event, "my program" marks, the push and mail queues) is
 * written by server/program/fan-out.ts, called by `withProgramVersion` in the writer's
 * transaction, which also moves the content version. The trigger on `content_meta` that did it in
 * PL/pgSQL goes; the insert into `live_events` still notifies channel `live` (015's trigger, which
 * only notifies). `program_versions.xid` was how that trigger found its transaction's versions.
 */
export const id = '020_program_fan_out'

export const sql = /* sql */ `
DROP TRIGGER content_meta_live ON content_meta;
DROP FUNCTION live_program_version();
ALTER TABLE program_versions DROP COLUMN xid;
`
