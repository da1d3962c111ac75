import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import { saveUserData } from '@/lib/session/session'
import { syncSessionRow } from '@/lib/sync/session-sync'
import { HomeScreen } from './home-screen'

// Home's banner for an account an admin has not approved (or declined): in the account's own
// role's words, promising nothing it will not do (withdrawals never wait for approval).

const account = (role: string, approvalStatus: string) => {
  const user = { id: '00000000-0000-4000-8000-0000000000c1', email: 'x@example.test', fullName: 'Ade', role, approvalStatus, accessToken: 'token' }
  saveUserData(user as Parameters<typeof saveUserData>[0])
  return user
}

describe('Home for an account not approved', () => {
  it.each([
    ['tiktoker', 'holding slots and submitting videos open once your account is approved'],
    ['artist', 'adding songs and funding campaigns open once your account is approved'],
    ['brand', 'adding money and creating advert requests open once your account is approved'],
  ])('tells a pending %s what opens once approved, and says nothing of payouts', (role, opens) => {
    account(role, 'pending')
    render(<HomeScreen />)
    const banner = screen.getByRole('status')
    expect(banner).toHaveTextContent('Your account is waiting for approval')
    expect(banner).toHaveTextContent(opens)
    expect(banner).not.toHaveTextContent(/payout/i)
    if (role !== 'tiktoker') expect(banner).not.toHaveTextContent(/slot/i)
  })

  it('tells a declined account what it still can do, with no dead-end "contact support"', () => {
    account('tiktoker', 'rejected')
    render(<HomeScreen />)
    const banner = screen.getByRole('status')
    expect(banner).toHaveTextContent('An admin declined this account, so it cannot take part in campaigns. Any money in your wallet can still be withdrawn.')
    expect(banner).not.toHaveTextContent(/contact support/i)
  })

  it('gives a declined account the deployment’s support address as an e-mail link', async () => {
    const user = account('tiktoker', 'rejected')
    // The device takes the new account first (its lists start empty), then the server's profile arrives.
    await syncSessionRow()
    await db.profile.put({ key: 'me', userData: { id: user.id }, supportEmail: 'help@example.test' })
    render(<HomeScreen />)
    const link = await screen.findByRole('link', { name: 'help@example.test' })
    expect(link).toHaveAttribute('href', 'mailto:help@example.test')
    expect(screen.getByRole('status')).toHaveTextContent('If you think this is a mistake, write to help@example.test.')
    await db.profile.clear()
  })
})
