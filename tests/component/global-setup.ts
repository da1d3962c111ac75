import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { randomUUID } from 'node:crypto'
import { serve } from '@hono/node-server'
import type { TestProject } from 'vitest/node'
import { campaigns } from '../../server/db/schema/marketplace'
import { makeUser, TEST_PASSWORD } from '../../server/test/accounts'
import { createTestApp } from '../../server/test/test-app'

/** An account the global setup made for a component test; its password is `password`. */
export interface ComponentAccount {
  id: string
  email: string
  fullName: string
  password: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real portal server's API on loopback, for localStorage `apiBase`. */
    portalApi: string
    /** Accounts by the name of the test that uses them (each test its own, as some change them). */
    portalAccounts: Record<string, ComponentAccount>
    /** A sound of `pendingArtist` and a request of `pendingBrand` whose budgets the wallet has not confirmed yet. */
    pendingCampaigns: { sound: string; request: string }
  }
}

const ACCOUNTS = {
  signInWrong: 'brand',
  signIn: 'artist',
  passwordWrong: 'brand',
  passwordChange: 'tiktoker',
  lockingAdmin: 'admin',
  pendingArtist: 'artist',
  pendingBrand: 'brand',
  pendingOtherArtist: 'artist',
  pendingCreator: 'tiktoker',
  pendingAdmin: 'admin',
  searchArtist: 'artist',
  searchCreator: 'tiktoker',
  bankAccounts: 'brand',
  statsAdmin: 'admin',
} as const

/**
 * Campaigns as a wallet deployed apart leaves them until it confirms their escrow: `pending`, seen
 * by their owner only (the money path that makes them is tested in server/domain/wallet-apart).
 */
async function pendingCampaigns(t: Awaited<ReturnType<typeof createTestApp>>, accounts: Record<string, ComponentAccount>) {
  const sound = randomUUID()
  const request = randomUUID()
  const common = { status: 'pending' as const, unitAmount: 1_000, slots: 2, holdHours: 48, escrowed: 2_000 }
  await t.database.db.insert(campaigns).values([
    { ...common, id: sound, ownerId: accounts.pendingArtist!.id, kind: 'normal', title: 'Waiting Tone' },
    { ...common, id: request, ownerId: accounts.pendingBrand!.id, kind: 'script', title: 'Waiting Advert', brief: 'Film the script', script: 'Say the line.' },
  ])
  return { sound, request }
}

/**
 * Live CapCut sounds to search: thirteen "Paged Tune" (two pages of twelve) and thirty
 * "Walkback Echo" (three pages, to page back from the last).
 */
async function searchableSounds(t: Awaited<ReturnType<typeof createTestApp>>, artistId: string) {
  const at = Date.UTC(2026, 0, 1)
  const sounds = (title: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: randomUUID(), ownerId: artistId, kind: 'video_app' as const, title: `${title} ${i + 1}`, unitAmount: 0, slots: 0, holdHours: 48, escrowed: 0, createdAt: new Date(at + i * 60_000) }))
  await t.database.db.insert(campaigns).values([...sounds('Paged Tune', 13), ...sounds('Walkback Echo', 30)])
}

/**
 * Component tests run in jsdom, where server code cannot run (jsdom's globals replace Node's), so
 * the real portal server (in-memory PGlite) runs here, in the runner's own Node process, and the
 * tests reach it over loopback with the app's own API client.
 */
export default async function setup(project: TestProject) {
  const t = await createTestApp()
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise((r) => server.once('listening', r))
  const accounts: Record<string, ComponentAccount> = {}
  for (const [name, role] of Object.entries(ACCOUNTS)) {
    const user = await makeUser(t, role)
    accounts[name] = { id: user.id, email: user.email, fullName: `Test ${role}`, password: TEST_PASSWORD }
  }
  project.provide('portalApi', `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`)
  project.provide('portalAccounts', accounts)
  project.provide('pendingCampaigns', await pendingCampaigns(t, accounts))
  await searchableSounds(t, accounts.searchArtist!.id)
  return async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    await t.close()
  }
}
