import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { db } from '@/db/db'
import { API_BASE_KEY, apiRequest } from '@/lib/api/client'
import { saveUserData, type UserData } from '@/lib/session/session'
import { pagePullDeps } from '@/lib/sync/page-deps'
import { allBrandRequestsCollection, myBrandRequestsCollection } from '@/lib/sync/portal/market'
import { pullCollection } from '@/lib/sync/pull'
import { syncSessionRow } from '@/lib/sync/session-sync'
import { MyAdverts } from './my-adverts'

// A request whose budget a wallet deployed apart has not yet set aside, against the real portal
// server on loopback: its brand sees it marked as not live, with no way to withdraw it yet; the
// lists of creators and admins never carry it.

const accounts = inject('portalAccounts')
const { request } = inject('pendingCampaigns')
const NOT_LIVE = 'Not live yet: waiting for the wallet to set its budget aside'

beforeEach(() => localStorage.setItem(API_BASE_KEY, inject('portalApi')))

async function signIn(name: string) {
  const account = accounts[name]!
  const session = await apiRequest<{ accessToken: string; userData: UserData }>('/auth/login', { method: 'POST', body: { email: account.email, password: account.password } })
  saveUserData({ ...session.userData, accessToken: session.accessToken })
  await syncSessionRow()
}

describe('a brand request pending in the wallet', () => {
  it('shows its brand that it is not live yet, without Withdraw', async () => {
    await signIn('pendingBrand')
    expect((await pullCollection(pagePullDeps(), myBrandRequestsCollection)).status).toBe('updated')
    const root = createRootRoute()
    const page = createRoute({ getParentRoute: () => root, path: '/brand/adverts', component: MyAdverts })
    render(<RouterProvider router={createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/brand/adverts'] }) })} />)
    const card = (await screen.findByText('Waiting Advert')).closest('[data-testid="advert"]') as HTMLElement
    expect(within(card).getByText(NOT_LIVE)).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: /Withdraw/ })).toBeNull()
  })

  it('never reaches a creator or an admin', async () => {
    for (const name of ['pendingCreator', 'pendingAdmin']) {
      await signIn(name)
      const pulled = await pullCollection(pagePullDeps(), allBrandRequestsCollection)
      expect(['updated', 'not-modified'], name).toContain(pulled.status)
      expect(await db.brandRequests.get(request), name).toBeUndefined()
    }
  })
})
