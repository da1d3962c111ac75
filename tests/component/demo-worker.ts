import { afterAll, beforeAll, vi } from 'vitest'
import { answerDemoRequest } from '../../sw/demo/answer'
import type { DemoContext } from '../../sw/demo/route'
import { seededContext, seedLoader } from '../../sw/demo/test-support'

/**
 * For a demo screen's component tests: the page's demo calls are answered by the worker's own
 * routes over its sample data (fake-indexeddb), as the service worker answers them. `hold` keeps
 * back the answers to matching requests until `release`, to see what a screen shows while it loads.
 */
export function answeredByDemoWorker() {
  let ctx: DemoContext
  let held: ((url: URL) => boolean) | null = null
  const waiting: (() => void)[] = []
  const load = seedLoader()

  beforeAll(async () => {
    ctx = await seededContext()
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } })
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const request = new Request(new URL(input, 'http://localhost'), init)
      if (held?.(new URL(request.url))) await new Promise<void>((resolve) => waiting.push(resolve))
      return (await answerDemoRequest(request, ctx, load)) ?? new Response('{"message":"No demo route"}', { status: 404 })
    })
  })

  afterAll(() => {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'serviceWorker')
    ctx.db.close()
  })

  return {
    hold: (which: (url: URL) => boolean) => {
      held = which
    },
    release: () => {
      held = null
      for (const resolve of waiting.splice(0)) resolve()
    },
  }
}
