// Where a rush's CPU goes besides the server processes (report only, not judged): nginx's
// processes, and the PostgreSQL backends of the setup's database with its transaction count.
import { readFileSync, readdirSync } from 'node:fs'

const CLOCK_TICKS = 100

/** utime + stime of a process in seconds; 0 when it is gone. */
function cpuOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return 0
  }
}

/** A process and its children (nginx's master and its worker). */
function withChildren(pid) {
  const out = [pid]
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(name))
    } catch {
      // ended while we looked
    }
  }
  return out
}

/**
 * A counter started now: `done()` returns the CPU seconds nginx (`nginxPid`, null for none) and
 * the database's backends spent since, and the database's transactions since. The backends are
 * read from /proc (the rush runs on the database's machine); PostgreSQL's counters are flushed
 * about once a second, so the transactions are approximate at the edges of the window.
 */
export async function otherCpu({ pool, nginxPid }) {
  const backends = async () => (await pool.query('SELECT pid FROM pg_stat_activity WHERE datname = current_database()')).rows.map((r) => r.pid)
  const transactions = async () => Number((await pool.query('SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0].n)
  const nginxPids = nginxPid ? withChildren(nginxPid) : []
  const before = new Map((await backends()).map((pid) => [pid, cpuOf(pid)]))
  const nginx0 = nginxPids.reduce((s, pid) => s + cpuOf(pid), 0)
  const tx0 = await transactions()
  return async () => {
    const nginxS = nginxPids.reduce((s, pid) => s + cpuOf(pid), 0) - nginx0
    let dbS = 0
    for (const pid of new Set([...before.keys(), ...(await backends())])) {
      const now = cpuOf(pid)
      if (now > 0) dbS += now - (before.get(pid) ?? 0) // a backend that ended took its CPU along
    }
    return { nginxS, dbS, transactions: (await transactions()) - tx0 }
  }
}
