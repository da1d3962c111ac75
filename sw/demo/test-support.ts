import { openAppDB } from '../../src/db/db'
import type { DemoTableName } from '../../src/db/demo-schema'
import { buildDemoSeed } from '../../seed/demo/index'
import { mulberry32 } from '../../seed/demo/prng'
import type { DemoContext } from './route'
import { matchDemoRoute } from './routes'
import { ensureDemoSeed, type SeedLoader } from './seeding'

// Shared by the handler tests only; the worker never imports this file.

/** A fixed local "now": 10 March 2025, 09:30:00. */
export const TEST_NOW = new Date(2025, 2, 10, 9, 30, 0)

let counter = 0

export function uniqueDbName(): string {
  counter += 1
  return `test-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e9)}`
}

/** A loader that reads straight from the seed builder, counting its calls. */
export function seedLoader(): SeedLoader & { calls: string[] } {
  const seed = buildDemoSeed()
  const calls: string[] = []
  const load = async (table: string) => {
    calls.push(table)
    return structuredClone(seed[table as DemoTableName])
  }
  return Object.assign(load, { calls })
}

/** A fresh database seeded for TEST_NOW, with a fixed-seed random source. */
export async function seededContext(now: Date = TEST_NOW): Promise<DemoContext> {
  const db = openAppDB(uniqueDbName())
  await ensureDemoSeed(db, seedLoader(), () => now)
  return { db, now: () => now, random: mulberry32(42) }
}

export interface Answer {
  status: number
  // Tests inspect arbitrary JSON shapes.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

/** Calls the demo route matching `method` and `path` as the worker would. */
export async function call(ctx: DemoContext, method: string, path: string, body?: unknown): Promise<Answer> {
  const url = `http://localhost${path}`
  const init: RequestInit = { method }
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body)
    init.headers = { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' }
  }
  const match = matchDemoRoute(method, new URL(url).pathname)
  if (!match) throw new Error(`No demo route for ${method} ${path}`)
  const response = await match.route.handler(new Request(url, init), match.params, ctx)
  return { status: response.status, body: await response.json() }
}
