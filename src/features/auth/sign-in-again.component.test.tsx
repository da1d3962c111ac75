import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { db } from '@/db/db'
import { API_BASE_KEY, handleUnauthorized } from '@/lib/api/client'
import { readEndedSession, saveUserData, useEndedSession, useUserData } from '@/lib/session/session'
import { signOut } from '@/lib/session/sign-out'
import { enqueue } from '@/lib/sync/outbox'
import { holdSlotWrite } from '@/features/creator/writes'
import { SignInAgain } from './sign-in-again'

// After a 401 the sign-in form stands in for the screen, against the real portal server on
// loopback: it counts the user's waiting changes, and signing in brings the same screen back.

const accounts = inject('portalAccounts')
beforeEach(async () => {
  localStorage.setItem(API_BASE_KEY, inject('portalApi'))
  await db.outbox.clear()
})

/** A portal screen the way the portal layout guards it. */
function Screen() {
  const user = useUserData()
  const ended = useEndedSession()
  if (user?.accessToken) return <h1>Sounds List</h1>
  return ended ? <SignInAgain ended={ended} /> : <p>Signed out</p>
}

function renderAt(path: string) {
  const root = createRootRoute()
  const page = createRoute({ getParentRoute: () => root, path, component: Screen })
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) })
  render(<RouterProvider router={router} />)
  return router
}

const hold = (n: number) => ({ id: `00000000-0000-4000-8000-00000000000${n}`, soundid: '00000000-0000-4000-8000-000000000051', holdHours: 24 })

describe('signing in again in place', () => {
  it('counts the waiting changes, and signing in shows the same screen with the queue intact', async () => {
    const user = accounts.signIn!
    saveUserData({ id: user.id, email: user.email, fullName: user.fullName, accessToken: 'a-token-the-server-ended' })
    for (const n of [1, 2]) await enqueue(db, holdSlotWrite, hold(n), { userId: user.id })
    const router = renderAt('/Manage/soundslist')
    await screen.findByRole('heading', { name: 'Sounds List' })

    handleUnauthorized()
    expect(await screen.findByText('Your 2 waiting changes are kept.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveValue(user.email)
    expect(screen.getByLabelText('Password')).toHaveFocus()

    await userEvent.type(screen.getByLabelText('Password'), user.password)
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('heading', { name: 'Sounds List' })
    expect(router.state.location.pathname).toBe('/Manage/soundslist')
    expect(readEndedSession()).toBeNull()
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual([user.id, user.id])
  })

  it('is not offered after a sign-out the user chose', async () => {
    const user = accounts.signIn!
    saveUserData({ id: user.id, email: user.email, accessToken: 'a-token-the-server-ended' })
    handleUnauthorized()
    expect(readEndedSession()).toEqual({ userId: user.id, email: user.email })
    saveUserData({ id: user.id, email: user.email, accessToken: 'another' })
    expect(readEndedSession()).toBeNull()
    signOut()
    renderAt('/Manage/soundslist')
    await screen.findByText('Signed out')
  })
})
