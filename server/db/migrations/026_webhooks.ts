/**
 * Webhooks (server/webhooks/, docs/webhooks.md): the endpoints an admin registered, and the
 * outbox of deliveries. A delivery row is written in the transaction of what happened
 * (server/events/), so it survives a restart; processes claim due rows with SKIP LOCKED and a
 * lease, so each goes out once across processes.
 */
export const id = '026_webhooks'

export const sql = /* sql */ `
CREATE TABLE webhook_endpoints (
  id serial PRIMARY KEY,
  url text NOT NULL,
  events text[] NOT NULL,
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  disabled_reason text CHECK (disabled_reason IN ('failing', 'admin')),
  failures integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  type text NOT NULL,
  body text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'retrying', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz,
  leased_until timestamptz,
  last_status integer,
  last_answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state IN ('pending', 'retrying');
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id);
`
