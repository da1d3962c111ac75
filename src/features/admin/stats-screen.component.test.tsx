import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import { API_BASE_KEY, apiRequest } from '@/lib/api/client'
import { saveUserData, type UserData } from '@/lib/session/session'
import { StatsScreen } from './stats-screen'

// Statics' range against the real portal server on loopback: checked with the server's own rules as
// it is typed (each day again when the other changes), and a good range fetched and shown.

const account = inject('portalAccounts').statsAdmin!

beforeEach(async () => {
  localStorage.setItem(API_BASE_KEY, inject('portalApi'))
  const session = await apiRequest<{ accessToken: string; userData: UserData }>('/auth/login', { method: 'POST', body: { email: account.email, password: account.password } })
  saveUserData({ ...session.userData, accessToken: session.accessToken })
})

describe('the Statics range', () => {
  it('refuses an end before the start as it is typed, then fetches the corrected range', async () => {
    render(<StatsScreen />)
    const start = screen.getByLabelText('Start day')
    const end = screen.getByLabelText('End day')
    // The last 30 days are fetched first.
    await screen.findByText(/^Showing \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d, fetched /, {}, { timeout: 10_000 })
    fireEvent.change(end, { target: { value: '2026-02-01' } })
    fireEvent.change(start, { target: { value: '2026-02-10' } })
    expect(await screen.findByRole('alert')).toHaveTextContent('End day must not be before startdate')
    expect(end).toHaveAttribute('aria-invalid', 'true')
    expect(end).toHaveAccessibleDescription('End day must not be before startdate')
    expect(start).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled()
    // Correcting the start clears the end day's message.
    fireEvent.change(start, { target: { value: '2026-01-05' } })
    await expect.poll(() => end.getAttribute('aria-invalid')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText(/^Showing 2026-01-05 to 2026-02-01, fetched /, {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(start).toHaveValue('2026-01-05')
  })
})
