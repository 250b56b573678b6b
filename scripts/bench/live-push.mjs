// The `push` part of `npm run bench:live` (run with tsx: it uses the server's and the tests' TypeScript).
// One server process as app.start() runs it (push rounds every few seconds, the grouping window
// as configured: PUSH_GROUP_S, default 45 s), a local push service that checks VAPID and decrypts
// (tests/server/helpers/push-service.ts), one person with a picked session and a subscription. A
// program version that moves the picked session, committed in an import's transaction
// (publishProgramChange) → the Web Push request at the push service, its payload decrypted.
// Prints one JSON line. Budget: ≤ 60 s.
import webPush from 'web-push'
import { loadConfig } from '../../server/config.ts'
import { publishProgramChange } from '../../server/demo/program-change.ts'
import { createAccountServer } from '../../tests/server/helpers/account.ts'
import { newPerson } from '../../tests/server/helpers/cabinet.ts'
import { startPushService } from '../../tests/server/helpers/push-service.ts'

const LIMIT_MS = 85_000
const groupMs = loadConfig(process.env).pushGroupMs
const vapid = webPush.generateVAPIDKeys()
const push = await startPushService()
const server = await createAccountServer({
  config: { push: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:bench@forum.test' }, pushGroupMs: groupMs, outbound: { allowLoopback: true } },
})
try {
  const token = await newPerson(server)
  const picked = await server.call('addFavorites', { token, body: { ids: [6] } })
  if (picked.status !== 200) throw new Error(`addFavorites: ${picked.status}`)
  const phone = push.subscribe('phone')
  const subscribed = await server.request('/api/live/push/subscription', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Lang': 'ru' },
    body: JSON.stringify({ endpoint: phone.endpoint, expirationTime: null, keys: phone.keys }),
  })
  if (subscribed.status !== 201) throw new Error(`subscribe: ${subscribed.status}`)
  server.app.start() // as the server process runs: push rounds, the live channel
  const t0 = performance.now()
  await publishProgramChange(server.db, [{ id: 6, minutes: 30 }], [])
  const committedMs = performance.now() - t0
  while (push.deliveries.length === 0 && push.failures.length === 0 && performance.now() - t0 < LIMIT_MS) await new Promise((r) => setTimeout(r, 100))
  const importToPushMs = push.deliveries.length ? Math.round(performance.now() - t0) : null
  const payload = push.deliveries[0] ? JSON.parse(push.deliveries[0].payload) : null
  console.log(
    JSON.stringify({
      part: 'push',
      groupWindowMs: groupMs,
      versionCommitMs: Math.round(committedMs),
      importToPushMs,
      deliveries: push.deliveries.length,
      failures: push.failures,
      decryptedTitle: payload?.title ?? null,
    }),
  )
} finally {
  await server.app.close()
  await server.close()
  await push.close()
}
