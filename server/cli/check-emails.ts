/**
 * npm run accounts:check-emails
 * Reports accounts whose addresses are one mailbox written differently (`<a@b.c>`, `x<a@b.c>`,
 * `A@B.C`, a full-width letter: what versions before plain-address checking let register beside
 * each other) and addresses that are not plain addresses, in the database named by DATABASE_URL
 * or the PGlite data directory DATA_DIR. Changes nothing: which account to keep is a person's
 * decision. Exit code 0 when there is nothing to report, 1 when there is.
 */
import { is } from 'superstruct'
import { Email } from '../../kernel/contract/account-fields'
import { normalizeEmail } from '../accounts/context'
import { loadConfig } from '../config'
import { migrate } from '../db/migrate'
import { openDatabase } from '../db/open'
import type { Db } from '../db/types'

interface Row {
  id: number
  email: string
  verified: boolean
}

/** The mailbox an address is delivered to: the address inside angle brackets, if any, in its one form. */
export const mailboxOf = (email: string) => normalizeEmail(/<([^<>]*)>/.exec(email)?.[1] ?? email)

export interface EmailReport {
  /** Accounts sharing one mailbox, per mailbox. */
  duplicates: Array<{ mailbox: string; accounts: Row[] }>
  /** Addresses the contract would refuse today. */
  notPlain: Row[]
}

export async function checkEmails(db: Db): Promise<EmailReport> {
  const rows = await db.query<Row>('SELECT id, email, email_verified_at IS NOT NULL AS verified FROM users ORDER BY id')
  const byMailbox = new Map<string, Row[]>()
  for (const row of rows) byMailbox.set(mailboxOf(row.email), [...(byMailbox.get(mailboxOf(row.email)) ?? []), row])
  return {
    duplicates: [...byMailbox].filter(([, accounts]) => accounts.length > 1).map(([mailbox, accounts]) => ({ mailbox, accounts })),
    notPlain: rows.filter((r) => !is(r.email, Email) || normalizeEmail(r.email) !== r.email),
  }
}

const describe = (r: Row) => `#${r.id} ${JSON.stringify(r.email)}${r.verified ? ' (confirmed)' : ' (not confirmed)'}`

async function main() {
  const db = await openDatabase(loadConfig(process.env))
  try {
    await migrate(db)
    const report = await checkEmails(db)
    for (const { mailbox, accounts } of report.duplicates) console.log(`One mailbox, ${accounts.length} accounts: ${mailbox}: ${accounts.map(describe).join(', ')}`)
    for (const row of report.notPlain) console.log(`Not a plain address in its one form: ${describe(row)}`)
    const found = report.duplicates.length + report.notPlain.length
    console.log(found ? `${report.duplicates.length} shared mailboxes, ${report.notPlain.length} addresses to look at` : 'Every account has its own mailbox, written as a plain address')
    process.exitCode = found ? 1 : 0
  } finally {
    await db.close()
  }
}

if (process.argv[1] && /check-emails\.[cm]?[jt]s$/.test(process.argv[1])) void main()
