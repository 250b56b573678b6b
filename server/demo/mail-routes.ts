import { Hono } from 'hono'
import type { Db } from '../db/types'
import { type KeptMail, listKeptMail } from '../mail/queries'
import { escapeHtml } from '../mail/templates'

/** Escaped text with its http(s) links made clickable. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`)

function page(rows: KeptMail[]): string {
  const items = rows.map(
    (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p><small>#${m.id} · ${escapeHtml(m.created_at)} · ${escapeHtml(m.sender)} → <b>${escapeHtml(m.recipient)}</b></small></p>
<pre>${linkify(m.text_body)}</pre>
</article>`,
  )
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Outbox (${rows.length})</title></head><body>
<h1>Outbox: mail the server would have sent</h1>
<p>Newest first. Set SMTP_URL to send real mail instead. Only on a loopback development server (DEV_TOOLS=1). JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>
${items.join('\n<hr>\n') || '<p>No mail yet.</p>'}
</body></html>`
}

/** Development only (app.ts mounts it when devToolsOn): a person's inbox for the outbox. */
export function devMailRoutes(db: Db) {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  app.get('/mail', async (c) => c.html(page(await listKeptMail(db)), 200, noStore))
  app.get('/mail.json', async (c) => {
    const rows = await listKeptMail(db)
    const data = rows.map((m) => ({ id: m.id, created_at: m.created_at, from: m.sender, to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body }))
    return c.json({ data }, 200, noStore)
  })
  return app
}
