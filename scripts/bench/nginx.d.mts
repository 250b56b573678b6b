/** A private nginx in front of server processes (scripts/bench/nginx.mjs). */
export interface StartedNginx {
  base: string
  pid: number | undefined
  conf: string
  stop(): Promise<void>
  errorLog(): string
  accessLog(): string
}

export const NGINX: string

export function startNginx(options: { dir: string; port: number; upstreams: string[]; distDir: string; accessLog?: boolean; workerConnections?: number }): Promise<StartedNginx>
