import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { API_BASE_KEY } from '@/lib/api/client'
import { Toaster } from '@/lib/notify'
import { readUserData } from '@/lib/session/session'
import { SignInForm } from './sign-in-form'

// The sign-in form against the real portal server on loopback, inside a router (memory history).

const accounts = inject('portalAccounts')
beforeEach(() => localStorage.setItem(API_BASE_KEY, inject('portalApi')))

function renderSignIn() {
  const root = createRootRoute({ component: () => (<><Outlet /><Suspense fallback={null}><Toaster /></Suspense></>) })
  const signIn = createRoute({ getParentRoute: () => root, path: '/login', component: () => <SignInForm /> })
  const home = createRoute({ getParentRoute: () => root, path: '/Home', component: () => <h1>Home</h1> })
  const router = createRouter({ routeTree: root.addChildren([signIn, home]), history: createMemoryHistory({ initialEntries: ['/login'] }) })
  render(<RouterProvider router={router} />)
  return router
}

describe('the sign-in form', () => {
  it('refuses empty fields with the server schema’s words before sending anything', async () => {
    renderSignIn()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields.')
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required')
  })

  it('after a refused attempt, a field’s message goes once what is typed is accepted', async () => {
    renderSignIn()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields.')
    await userEvent.type(screen.getByLabelText('E-mail'), 'someone@example.com')
    await waitFor(() => expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid'))
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required')
    await userEvent.type(screen.getByLabelText('Password'), 'x')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('shows the server’s message for a wrong password and stays on the form', async () => {
    const user = accounts.signInWrong!
    const router = renderSignIn()
    await userEvent.type(await screen.findByLabelText('E-mail'), user.email)
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password is incorrect')
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled()
    expect(router.state.location.pathname).toBe('/login')
    expect(readUserData()).toBeNull()
  })

  it('signs in, keeps the session and goes Home with a greeting', async () => {
    const user = accounts.signIn!
    const router = renderSignIn()
    await userEvent.type(await screen.findByLabelText('E-mail'), user.email)
    await userEvent.type(screen.getByLabelText('Password'), user.password)
    // The submission starts synchronously: the button says so before any answer can arrive.
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled()
    await screen.findByRole('heading', { name: 'Home' })
    expect(router.state.location.pathname).toBe('/Home')
    expect(await screen.findByText(`Signed in as ${user.fullName}`)).toBeInTheDocument()
    expect(readUserData()).toMatchObject({ id: user.id, email: user.email })
  })
})
