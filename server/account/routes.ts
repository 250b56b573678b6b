import type { Context, Hono } from 'hono'

export type Handler = (c: Context) => Promise<Response> | Response

/**
 * Registers a route and remembers its path, so another method on a known path answers 405 with
 * Allow, and an unknown path a JSON 404 (router.ts).
 */
export class RouteTable {
  private readonly methods = new Map<string, string[]>()

  constructor(private readonly app: Hono) {}

  add(method: 'GET' | 'POST', path: string, handler: Handler): void {
    this.app.on(method, path, handler)
    const list = this.methods.get(path) ?? []
    this.methods.set(path, [...list, method, ...(method === 'GET' ? ['HEAD'] : [])])
  }

  allowed(path: string): string[] | null {
    return this.methods.get(path) ?? null
  }
}
