import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import { db } from '@/db/db'
import { API_BASE_KEY, apiRequest } from '@/lib/api/client'
import { saveUserData, type UserData } from '@/lib/session/session'
import { LockingScreen } from './locking-screen'

// Sounds List Admin against the real portal server on loopback: a page fetched online is kept on
// the device and opens offline with when it was fetched; a page never fetched here says so.

const account = inject('portalAccounts').lockingAdmin!

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

beforeEach(async () => {
  localStorage.setItem(API_BASE_KEY, inject('portalApi'))
  const session = await apiRequest<{ accessToken: string; userData: UserData }>('/auth/login', { method: 'POST', body: { email: account.email, password: account.password } })
  saveUserData({ ...session.userData, accessToken: session.accessToken })
})
afterEach(() => setOnline(true))

describe('Sounds List Admin', () => {
  it('fetches a page online, then shows it offline with when it was fetched; an unfetched page says so', async () => {
    const first = render(<LockingScreen />)
    // The fetched page, with its fetch time: empty, or the live sounds other tests on this server
    // have made by now (the files share one server and run in any order).
    expect(await screen.findByText(/^Fetched \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeInTheDocument()
    const shown = (screen.queryByText('No live sounds of this kind.') ?? screen.getByText(/^\d+ sounds · page 1 of \d+$/)).textContent!
    expect(screen.queryByRole('alert')).toBeNull()
    first.unmount()

    setOnline(false)
    render(<LockingScreen />)
    expect(await screen.findByText('You are offline: showing what was last fetched on this device.')).toBeInTheDocument()
    // The banner shows at once; the stored page arrives with the device database's answer.
    expect(await screen.findByText(shown)).toBeInTheDocument()
    expect(await screen.findByText(/^Fetched /)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeDisabled()
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'video_app')
    expect(await screen.findByText('This page was never fetched on this device. Connect to the internet to load it.')).toBeInTheDocument()
    expect(await db.syncState.filter((s) => s.of === 'admin.lockingPages').count()).toBe(1)
  })
})
