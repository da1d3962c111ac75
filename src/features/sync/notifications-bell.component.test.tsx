import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import type { NotificationRow } from '@/db/sync-schema'
import NotificationsBell from './notifications-bell'

// The bell offers a notification's one action as a link into the app (the sign-in warning's
// "Change your password"), and never a link out of it.

const note = (id: string, data: unknown): NotificationRow => ({
  id,
  type: 'sign_in_failures',
  title: 'Failed sign-ins on your account',
  message: 'Someone entered a wrong password for your account 5 times.',
  data,
  read: false,
  createdAt: `2026-11-28T10:0${id.slice(-1)}:00.000Z`,
  updatedAt: `2026-11-28T10:0${id.slice(-1)}:00.000Z`,
})

function renderBell() {
  const root = createRootRoute({ component: () => (<><NotificationsBell /><Outlet /></>) })
  const home = createRoute({ getParentRoute: () => root, path: '/home', component: () => <h1>Home</h1> })
  const account = createRoute({ getParentRoute: () => root, path: '/account', component: () => <h1>Profile</h1> })
  const router = createRouter({ routeTree: root.addChildren([home, account]), history: createMemoryHistory({ initialEntries: ['/home'] }) })
  render(<RouterProvider router={router} />)
  return router
}

beforeEach(async () => {
  saveUserData({ id: '00000000-0000-4000-8000-0000000000aa', email: 'bell@example.test', fullName: 'Bell', accessToken: 'a-token' })
  await db.notifications.clear()
  await db.outbox.clear()
})

describe('the notifications bell', () => {
  it("follows a notification's link to the right screen, closes, and marks it read", async () => {
    await db.notifications.bulkPut([
      note('00000000-0000-4000-8000-000000000001', { link: '/account#password', linkText: 'Change your password' }),
      note('00000000-0000-4000-8000-000000000002', { link: 'https://evil.example/phish', linkText: 'Verify your account' }),
      note('00000000-0000-4000-8000-000000000003', { link: '//evil.example/phish', linkText: 'Claim your payout' }),
    ])
    const router = renderBell()
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }))
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Verify your account' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Claim your payout' })).toBeNull()
    const link = screen.getByRole('link', { name: 'Change your password' })
    expect(link).toHaveAttribute('href', '/account#password')
    await userEvent.click(link)
    await screen.findByRole('heading', { name: 'Profile' })
    expect(router.state.location.pathname).toBe('/account')
    expect(router.state.location.hash).toBe('password')
    expect(screen.queryByRole('link', { name: 'Change your password' })).toBeNull()
    await expect.poll(async () => (await db.outbox.toArray()).map((e) => e.body)).toMatchObject([{ type: 'json', value: { ids: ['00000000-0000-4000-8000-000000000001'] } }])
  })
})
