/**
 * The organizer's desk (docs/desk.md):
 * - `staff.role` also takes the desk's roles: admin (everything, roles included), editor (content
 *   and program) and registrar (people and registrations);
 * - `audit_log`: every write through the desk, the CLI or the API (server/audit/): who (a person,
 *   or a token/command by name), what (entity, id, action, before and after), when and from where.
 *   Kept AUDIT_RETENTION_DAYS (docs/security.md).
 */
export const id = '022_desk'

export const sql = /* sql */ `
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('door', 'hall', 'admin', 'editor', 'registrar'));

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_kind text NOT NULL CHECK (actor_kind IN ('person', 'token', 'cli', 'system')),
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  actor text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  action text NOT NULL,
  before jsonb,
  after jsonb,
  origin text NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_entity ON audit_log (entity, at);
CREATE INDEX audit_log_actor ON audit_log (actor_id, at);
`
