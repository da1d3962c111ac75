import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import type { TestProject } from 'vitest/node'
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
  }
}

const ACCOUNTS = { signInWrong: 'brand', signIn: 'artist', passwordWrong: 'brand', passwordChange: 'tiktoker', lockingAdmin: 'admin', bankAccounts: 'brand', statsAdmin: 'admin' } as const

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
  return async () => {
    server.closeAllConnections()
    await new Promise((r) => server.close(r))
    await t.close()
  }
}
