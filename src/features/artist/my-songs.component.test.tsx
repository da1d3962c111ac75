import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { db } from '@/db/db'
import { API_BASE_KEY, apiRequest } from '@/lib/api/client'
import { saveUserData, type UserData } from '@/lib/session/session'
import { pagePullDeps } from '@/lib/sync/page-deps'
import { soundsCollection } from '@/lib/sync/portal/market'
import { pullCollection } from '@/lib/sync/pull'
import { syncSessionRow } from '@/lib/sync/session-sync'
import { MySongs } from './my-songs'

// A sound whose budget a wallet deployed apart has not yet set aside, against the real portal
// server on loopback: its owner sees it marked as not live, with Delete disabled; nobody else's
// pull brings it at all.

const accounts = inject('portalAccounts')
const { sound } = inject('pendingCampaigns')
const NOT_LIVE = 'Not live yet: waiting for the wallet to set its budget aside'

beforeEach(() => localStorage.setItem(API_BASE_KEY, inject('portalApi')))

/** Signs the account in on this device and pulls the sounds as the app does. */
async function signInAndPull(name: string) {
  const account = accounts[name]!
  const session = await apiRequest<{ accessToken: string; userData: UserData }>('/auth/login', { method: 'POST', body: { email: account.email, password: account.password } })
  saveUserData({ ...session.userData, accessToken: session.accessToken })
  await syncSessionRow()
  const pulled = await pullCollection(pagePullDeps(), soundsCollection)
  expect(['updated', 'not-modified']).toContain(pulled.status)
}

function renderMySongs() {
  const root = createRootRoute()
  const page = createRoute({ getParentRoute: () => root, path: '/Manage/mysong', component: MySongs })
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/Manage/mysong'] }) })
  return render(<RouterProvider router={router} />)
}

describe('a sound pending in the wallet', () => {
  it('shows its owner that it is not live yet, with Delete disabled', async () => {
    await signInAndPull('pendingArtist')
    renderMySongs()
    const card = (await screen.findByRole('heading', { name: 'Waiting Tone' })).closest('[data-testid="my-sound"]') as HTMLElement
    expect(within(card).getByText(NOT_LIVE)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: /^Delete\s*Waiting Tone$/ })).toBeDisabled()
  })

  it('never reaches another artist, a creator or an admin', async () => {
    for (const name of ['pendingOtherArtist', 'pendingCreator', 'pendingAdmin']) {
      await signInAndPull(name)
      expect(await db.sounds.get(sound), name).toBeUndefined()
    }
    // The other artist's own screen: nothing of it, nor the badge.
    await signInAndPull('pendingOtherArtist')
    renderMySongs()
    expect(await screen.findByText('No songs yet')).toBeInTheDocument()
    expect(screen.queryByText('Waiting Tone')).toBeNull()
    expect(screen.queryByText(NOT_LIVE)).toBeNull()
  })
})
