import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { API_BASE_KEY } from '@/lib/api/client'
import { Toaster } from '@/lib/notify'
import { readUserData, saveUserData } from '@/lib/session/session'
import { ChangePasswordForm } from './change-password-form'

// The profile's password change against the real portal server on loopback, signed in through the
// server's own login so the token is one the server issued.

const accounts = inject('portalAccounts')

async function signInAs(account: (typeof accounts)[string]) {
  const res = await fetch(`${inject('portalApi')}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', render: 'backend' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  expect(res.status).toBe(200)
  const session = (await res.json()) as { accessToken: string; userData: Parameters<typeof saveUserData>[0] }
  saveUserData({ ...session.userData, accessToken: session.accessToken })
  return session.accessToken
}

async function fill(current: string, next: string, confirm: string) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current)
  if (next) await userEvent.type(screen.getByLabelText('New password (at least 8 characters)'), next)
  if (confirm) await userEvent.type(screen.getByLabelText('Confirm new password'), confirm)
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
}

beforeEach(() => {
  localStorage.setItem(API_BASE_KEY, inject('portalApi'))
  render(<><ChangePasswordForm /><Suspense fallback={null}><Toaster /></Suspense></>)
})

describe('the change-password form', () => {
  it('refuses two different new passwords at the confirmation field', async () => {
    await fill('whatever-1', 'New-password-1', 'New-password-2')
    expect(await screen.findByRole('alert')).toHaveTextContent('The two new passwords differ.')
    const confirm = screen.getByLabelText('Confirm new password')
    expect(confirm).toHaveAttribute('aria-invalid', 'true')
    expect(confirm).toHaveAccessibleDescription('Type the same password again')
    expect(screen.getByLabelText('New password (at least 8 characters)')).not.toHaveAttribute('aria-invalid')
  })

  it('names each field the server’s schema refuses', async () => {
    await fill('', 'short', 'short')
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the highlighted fields.')
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password')
    expect(screen.getByLabelText('New password (at least 8 characters)')).toHaveAccessibleDescription('Password must be at least 8 characters')
  })

  it('shows the server’s answer to a wrong current password and keeps the session', async () => {
    const token = await signInAs(accounts.passwordWrong!)
    await fill('not-my-password', 'New-password-1', 'New-password-1')
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is incorrect')
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled()
    expect(readUserData()?.accessToken).toBe(token)
  })

  it('changes the password, empties the form and keeps this device signed in with a new token', async () => {
    const account = accounts.passwordChange!
    const oldToken = await signInAs(account)
    await fill(account.password, 'Changed-password-1', 'Changed-password-1')
    await screen.findByText('Password changed. Your other devices are signed out.')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByLabelText('Current password')).toHaveValue('')
    expect(screen.getByLabelText('New password (at least 8 characters)')).toHaveValue('')
    const token = readUserData()?.accessToken
    expect(token).toBeTruthy()
    expect(token).not.toBe(oldToken)
    const login = (password: string) =>
      fetch(`${inject('portalApi')}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', render: 'backend' },
        body: JSON.stringify({ email: account.email, password }),
      })
    expect((await login('Changed-password-1')).status).toBe(200)
    expect((await login(account.password)).status).toBe(400)
  })
})
