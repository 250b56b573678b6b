// Where the figures were taken: they mean little without the machine.
import { execFileSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'
import { chromiumVersion } from './browser.mjs'
import { ROOT } from './server.mjs'

const run = (cmd, args) => {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

export function machineInfo() {
  return {
    node: process.version,
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGB: Math.round(totalmem() / 1024 ** 3),
    uname: run('uname', ['-srvmo']),
    chromium: chromiumVersion(),
    lighthouse: run(`${ROOT}node_modules/.bin/lighthouse`, ['--version']),
    loadAverageAtStart: loadavg().map((x) => Math.round(x * 100) / 100),
    commit: run('git', ['rev-parse', '--short', 'HEAD']),
    dirtyFiles: run('git', ['status', '--porcelain'])?.split('\n').filter(Boolean).length ?? null,
  }
}
