import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { API_BASE_KEY } from '@/lib/api/client'
import { Toaster } from '@/lib/notify'
import { readUserData } from '@/lib/session/session'
import { SignUpForm } from './sign-up-form'

// The sign-up form against the real portal server on loopback, inside a router (memory history).

const accounts = inject('portalAccounts')
beforeEach(() => localStorage.setItem(API_BASE_KEY, inject('portalApi')))

function renderSignUp() {
  const root = createRootRoute({ component: () => (<><Outlet /><Suspense fallback={null}><Toaster /></Suspense></>) })
  const signUp = createRoute({ getParentRoute: () => root, path: '/register', component: () => <SignUpForm /> })
  const home = createRoute({ getParentRoute: () => root, path: '/Home', component: () => <h1>Home</h1> })
  const router = createRouter({ routeTree: root.addChildren([signUp, home]), history: createMemoryHistory({ initialEntries: ['/register'] }) })
  render(<RouterProvider router={router} />)
  return router
}

async function fill(fullName: string, email: string, password: string) {
  const name = await screen.findByLabelText('Full name')
  if (fullName) await userEvent.type(name, fullName)
  if (email) await userEvent.type(screen.getByLabelText('E-mail'), email)
  if (password) await userEvent.type(screen.getByLabelText('Password (at least 8 characters)'), password)
}

describe('the sign-up form', () => {
  it('names each field the server’s schema refuses, and sends nothing', async () => {
    renderSignUp()
    await fill('', 'not-an-address', 'short')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields.')
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address')
    expect(screen.getByLabelText('Password (at least 8 characters)')).toHaveAccessibleDescription('Password must be at least 8 characters')
    expect(readUserData()).toBeNull()
  })

  it('shows the server’s answer for an e-mail already taken', async () => {
    renderSignUp()
    await fill('Second Account', accounts.signIn!.email, 'a-long-enough-password')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/already/i)
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled()
    expect(readUserData()).toBeNull()
  })

  it('is busy while it sends, then creates the account as the chosen role and goes Home', async () => {
    const router = renderSignUp()
    const email = `new.${crypto.randomUUID()}@example.test`
    await userEvent.click(await screen.findByText('Brand'))
    await fill('  Nia Newcomer ', email, 'a-long-enough-password')
    // The submission starts synchronously: the button says so before any answer can arrive.
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }))
    expect(screen.getByRole('button', { name: 'Creating your account…' })).toBeDisabled()
    await screen.findByRole('heading', { name: 'Home' })
    expect(router.state.location.pathname).toBe('/Home')
    expect(await screen.findByText('Your account is created. An admin will approve it shortly.')).toBeInTheDocument()
    expect(readUserData()).toMatchObject({ email, fullName: 'Nia Newcomer', role: 'brand' })
  })
})
