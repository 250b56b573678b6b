/**
 * npm run announce -- --ru "Зал B закрыт…" --en "Hall B is closed…" [--server URL]
 * Publishes an organizers' announcement, shown at once as a banner on every open page until the
 * end of the venue's day (docs/live.md). Written into the database named by DATABASE_URL (or
 * the PGlite directory DATA_DIR, when no server holds it), or with --server posted to a running
 * server's POST /api/live/announcements with ORGANIZER_TOKEN from the environment (the way when
 * a server holds the PGlite directory). Exit code 0 on success, 1 on any problem, 2 on wrong usage.
 */
import { validate } from 'superstruct'
import { ANNOUNCEMENT_MAX_LENGTH } from '../../kernel/constants'
import { AnnouncementBody, liveEndpoints } from '../../kernel/contract/live'
import { ConfigError, loadConfig } from '../config'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/open'
import { publishAnnouncement } from '../live/store'
import { cliActor, recordAudit } from '../audit/record'

const USAGE = `Usage: npm run announce -- --ru "текст" --en "text" [--server https://forum.example]
Both languages are required, 1 to ${ANNOUNCEMENT_MAX_LENGTH} characters each. With --server the
announcement is posted to that running server with ORGANIZER_TOKEN from the environment.`

function exit(message: string, code: number): never {
  ;(code === 0 ? console.log : console.error)(message)
  process.exit(code)
}

function parseArgs(argv: string[]) {
  const values: Record<string, string> = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const [name, inline] = arg.split(/=(.*)/s) as [string, string | undefined]
    if (!['--ru', '--en', '--server'].includes(name)) exit(`Unknown argument ${arg}\n${USAGE}`, 2)
    const value = inline ?? argv[++i]
    if (value === undefined) exit(`${name} needs a value\n${USAGE}`, 2)
    values[name.slice(2)] = value
  }
  const [error, body] = validate({ ru: values.ru, en: values.en }, AnnouncementBody, { coerce: true })
  if (error) exit(`--${String(error.path[0] ?? 'ru')}: the text in both languages is required, 1 to ${ANNOUNCEMENT_MAX_LENGTH} characters\n${USAGE}`, 2)
  return { body, server: values.server ?? null }
}

async function postTo(server: string, body: AnnouncementBody): Promise<never> {
  const token = process.env.ORGANIZER_TOKEN
  if (!token) exit('--server needs ORGANIZER_TOKEN in the environment (the token the server was started with)', 2)
  let res: Response
  try {
    res = await fetch(new URL(liveEndpoints.announce.path, server), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Lang': 'en' },
      body: JSON.stringify(body),
    })
  } catch (err) {
    exit(`Cannot reach ${server}: ${(err as Error).message}`, 1)
  }
  const answer = (await res.json().catch(() => null)) as { data?: { id: number; ends_at: string }; message?: string } | null
  if (res.status !== 201 || !answer?.data) exit(`${server} refused the announcement (${res.status}): ${answer?.message ?? ''}`, 1)
  exit(`Published announcement ${answer.data.id} on ${server}, shown until ${answer.data.ends_at}`, 0)
}

async function main() {
  const { body, server } = parseArgs(process.argv.slice(2))
  if (server) await postTo(server, body)
  let config
  try {
    config = loadConfig()
  } catch (err) {
    exit(err instanceof ConfigError ? err.message : String(err), 1)
  }
  let db
  try {
    db = await openDatabase(config)
    await migrate(db)
  } catch (err) {
    exit(`Cannot open the database: ${(err as Error).message}\n(a server holding the PGlite directory? use --server with ORGANIZER_TOKEN)`, 1)
  }
  let outcome: [string, number]
  try {
    const a = await publishAnnouncement(db, body, null, (tx, made) =>
      recordAudit(tx, { actor: cliActor('npm run announce'), origin: 'cli', entity: 'announcement', entityId: made.id, action: 'create', after: made }),
    )
    outcome = [`Published announcement ${a.id}, shown until ${a.ends_at}`, 0]
  } catch (err) {
    outcome = [`The database refused the announcement: ${(err as Error).message}`, 1]
  }
  await db.close()
  exit(...outcome)
}

void main()
