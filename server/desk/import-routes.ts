import type { Context, Hono } from 'hono'
import { IMPORT_TEXT_MAX_BYTES, deskImportEndpoints } from '../../kernel/contract/desk-import'
import { type AccountDeps, ok } from '../accounts/context'
import { recordAudit } from '../audit/record'
import { HttpError } from '../http/errors'
import { importText } from '../program/import'
import { type ProgramPuller, pullStatus } from '../program/pull'
import { type DeskCaller, deskRoute } from './guard'
import { holdsDemo, previewImport } from './import-preview'
import { deskMessage } from './messages'
import type { DeskRouteGroup } from './router'

async function fileText(c: Context, who: DeskCaller): Promise<{ text: string; name: string }> {
  if (Number(c.req.header('Content-Length') ?? 0) > IMPORT_TEXT_MAX_BYTES) throw new HttpError(413, deskMessage(who.lang, 'fileTooLarge'), { file: [deskMessage(who.lang, 'fileTooLarge')] })
  const text = await c.req.text()
  if (text.length > IMPORT_TEXT_MAX_BYTES) throw new HttpError(413, deskMessage(who.lang, 'fileTooLarge'), { file: [deskMessage(who.lang, 'fileTooLarge')] })
  if (!text.trim()) throw new HttpError(422, deskMessage(who.lang, 'emptyFile'), { file: [deskMessage(who.lang, 'emptyFile')] })
  return { text, name: (c.req.query('name') ?? '').slice(0, 200) }
}

/** Import in the desk: a preview that writes nothing, apply (with the demo question answered), the pull's state and "pull now". */
export function importRoutes(puller: ProgramPuller | null, pullUrl: string | null): DeskRouteGroup {
  return (app: Hono, deps: AccountDeps) => {
    const { db } = deps
    const pullState = async () => (pullUrl ? { configured: true, ...(await pullStatus(db, pullUrl)) } : { configured: false, url: null, checked_at: null, result: null, message: null, version: null })

    deskRoute(app, deskImportEndpoints.importPreview, async (c, who) => {
      const { text, name } = await fileText(c, who)
      return ok(c, await previewImport(db, text, name))
    })

    deskRoute(app, deskImportEndpoints.importApply, async (c, who) => {
      const { text, name } = await fileText(c, who)
      if ((await holdsDemo(db)) && c.req.query('replace_demo') !== '1') {
        throw new HttpError(409, deskMessage(who.lang, 'demoQuestion'), undefined, 'demo_question')
      }
      const result = await db.transaction(async (tx) => {
        const report = await importText(tx, text, { source: { kind: 'file', name: `desk: ${name || 'file'} (${who.actor.label})`.slice(0, 200) } })
        if (report.ok) await recordAudit(tx, { actor: who.actor, origin: who.origin, entity: 'import', entityId: name || null, action: 'import', after: { counts: report.counts, version: report.version, program_version: report.programVersion ?? null, bytes: text.length } })
        return report
      })
      if (!result.ok) return ok(c, { ok: false, problems: result.problems, version: 0, program_version: null })
      return ok(c, { ok: true, problems: [], version: result.version, program_version: result.programVersion ?? null })
    })

    deskRoute(app, deskImportEndpoints.pull, async (c) => ok(c, await pullState()))
    deskRoute(app, deskImportEndpoints.pullNow, async (c, who) => {
      if (!puller) throw new HttpError(409, deskMessage(who.lang, 'noPull'), undefined, 'no_pull')
      await puller.runOnce()
      await recordAudit(db, { actor: who.actor, origin: who.origin, entity: 'import', entityId: pullUrl, action: 'pull_now', after: await pullState() })
      return ok(c, await pullState())
    })
  }
}
