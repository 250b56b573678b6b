import type { Context, Hono } from 'hono'

export type Handler = (c: Context) => Promise<Response> | Response
type Method = 'GET' | 'POST' | 'PUT'

/** '/api/user/meeting/:id{[0-9]+}' → a RegExp: a parameter is its constraint, else one path segment. */
function patternOf(path: string): RegExp {
  const parts = path.split(/(:\w+(?:\{[^}]+\})?)/).map((part) => {
    const param = /^:\w+(?:\{([^}]+)\})?$/.exec(part)
    return param ? `(?:${param[1] ?? '[^/]+'})` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  return new RegExp(`^${parts.join('')}$`)
}

/**
 * Registers a route and remembers its path, so another method on a known path answers 405 with
 * Allow, and an unknown path a JSON 404 (router.ts). A literal path wins over a pattern
 * (add-to-favorite is not a meeting id).
 */
export class RouteTable {
  private readonly methods = new Map<string, string[]>()
  private readonly patterns: Array<{ path: string; re: RegExp }> = []

  constructor(private readonly app: Hono) {}

  add(method: Method, path: string, handler: Handler): void {
    this.app.on(method, path, handler)
    const list = this.methods.get(path) ?? []
    this.methods.set(path, [...list, method, ...(method === 'GET' ? ['HEAD'] : [])])
    if (path.includes(':') && !this.patterns.some((p) => p.path === path)) this.patterns.push({ path, re: patternOf(path) })
  }

  allowed(path: string): string[] | null {
    const exact = this.methods.get(path)
    if (exact) return exact
    const match = this.patterns.find((p) => p.re.test(path))
    return match ? (this.methods.get(match.path) ?? null) : null
  }
}
