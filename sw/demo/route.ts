import type { AppDB } from '../../src/db/db'

/** What a demo handler may use besides the request: injected so tests are deterministic. */
export interface DemoContext {
  db: AppDB
  now: () => Date
  random: () => number
}

export type DemoMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type DemoHandler = (
  req: Request,
  params: Record<string, string>,
  ctx: DemoContext,
) => Promise<Response>

export interface DemoRoute {
  method: DemoMethod
  /** A pathname pattern; `:name` matches one path segment, e.g. `/apps/ecommerce/cart/:productId`. */
  path: string
  handler: DemoHandler
}

/** An expected failure; `defineRoute` turns it into a JSON `{ message }` answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const notFound = (message: string) => new HttpError(404, message)

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body ?? null), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}

/**
 * Declares a route whose handler never throws: a page waiting on a demo call gets a JSON error
 * it can show instead of a rejected fetch from inside the worker.
 */
export function defineRoute(method: DemoMethod, path: string, handler: DemoHandler): DemoRoute {
  return {
    method,
    path,
    handler: async (req, params, ctx) => {
      try {
        return await handler(req, params, ctx)
      } catch (error) {
        if (error instanceof HttpError) return json(error.status, { message: error.message })
        const message = error instanceof Error ? error.message : 'Unexpected error'
        return json(500, { message })
      }
    },
  }
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** Matches a pathname against a `:param` pattern; returns the decoded params or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = trimSlash(pattern).split('/')
  const have = trimSlash(pathname).split('/')
  if (want.length !== have.length) return null
  const params: Record<string, string> = {}
  for (const [index, part] of want.entries()) {
    const actual = have[index] ?? ''
    if (part.startsWith(':')) {
      if (actual === '') return null
      try {
        params[part.slice(1)] = decodeURIComponent(actual)
      } catch {
        return null
      }
    } else if (part !== actual) {
      return null
    }
  }
  return params
}
