import { matchDemoRoute } from './routes'
import { json, type DemoContext } from './route'
import { ensureDemoSeed, type SeedLoader } from './seeding'

/**
 * Answers a demo-area call: null when no demo route matches (the request goes to the network)
 * or when it is a page navigation (`/apps/ecommerce/wishlist` is both a page and an API path).
 * Seeds lazily before the first answer. The caller checks the request is same-origin.
 */
export function answerDemoRequest(request: Request, ctx: DemoContext, load: SeedLoader): Promise<Response> | null {
  if (request.mode === 'navigate') return null
  const match = matchDemoRoute(request.method, new URL(request.url).pathname)
  if (!match) return null
  return (async () => {
    try {
      await ensureDemoSeed(ctx.db, load, ctx.now)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return json(503, { message: `Demo data is not available yet: ${reason}` })
    }
    return match.route.handler(request, match.params, ctx)
  })()
}
