import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/db'
import type { WalletBanksRow } from '@/db/mirrors/wallet'
import { saveUserData } from '@/lib/session/session'
import { withdrawWrite } from './writes'
import type { WalletEntry } from './hooks'
import { WithdrawCard } from './withdraw-card'

// The withdrawal form with the states the wallet screen hands it; a valid withdrawal is queued in
// the device's outbox (fake-indexeddb), as it is offline.

const USER = '00000000-0000-4000-8000-0000000000a1'
const ACCOUNT = { id: '00000000-0000-4000-8000-0000000000b1', bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: '0123456789', accountName: 'ADA OBI', status: 'confirmed' as const, createdAt: '2026-01-01T00:00:00.000Z', confirmedAt: '2026-01-01T00:00:00.000Z' }
const banks: WalletBanksRow = { key: 'me', banks: [], accounts: [ACCOUNT] }
const withdrawals = () => db.outbox.filter((e) => e.kind === withdrawWrite.name).toArray()

beforeEach(async () => {
  await db.outbox.clear()
  saveUserData({ id: USER, email: 'ada@example.test', fullName: 'Ada Obi', role: 'artist', accessToken: 'token-of-ada' } as Parameters<typeof saveUserData>[0])
})

describe('the withdrawal form', () => {
  it('says what is missing before it offers a form', () => {
    const { rerender } = render(<WithdrawCard currency={null} available={0} banks={undefined} entries={[]} />)
    expect(screen.getByText('You can withdraw once your balance has been loaded.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull()
    rerender(<WithdrawCard currency="NGN" available={500_000} banks={{ key: 'me', banks: [], accounts: [] }} entries={[]} />)
    expect(screen.getByText('Add and confirm a bank account first.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull()
  })

  it('refuses more than the available balance and queues nothing', async () => {
    render(<WithdrawCard currency="NGN" available={500_000} banks={banks} entries={[]} />)
    const amount = screen.getByLabelText('Amount (₦)')
    expect(amount).toHaveAccessibleDescription(/^Available: .*5,000\.00$/)
    await userEvent.type(amount, '5000.01')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^Amount is more than your available balance \(.*5,000\.00\)\.$/)
    expect(amount).toHaveAttribute('aria-invalid', 'true')
    expect(amount).toHaveValue('5000.01')
    expect(await withdrawals()).toEqual([])
  })

  it('queues a withdrawal within the balance to the only account, and empties the field', async () => {
    render(<WithdrawCard currency="NGN" available={500_000} banks={banks} entries={[]} />)
    expect(screen.getByLabelText('To account')).toHaveDisplayValue('Guaranty Trust Bank ••••6789 — ADA OBI')
    await userEvent.type(screen.getByLabelText('Amount (₦)'), '1,500')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Withdrawal of .*1,500\.00 (is on its way\.|saved on this device; it will be sent when you are back online\.)$/)
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('')
    expect(screen.queryByRole('alert')).toBeNull()
    const [entry, ...more] = await withdrawals()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ userId: USER, status: 'pending', input: { amount: 150_000, bank_account_id: ACCOUNT.id } })
  })

  it('shows a refused withdrawal with the server’s message, and only its own kind', () => {
    const entries: WalletEntry[] = [
      { seq: 7, kind: 'withdraw', label: 'Withdrawal', amount: 250_000, status: 'rejected', message: 'Insufficient available balance' },
      { seq: 8, kind: 'fund', label: 'Funding', amount: 100_000, status: 'rejected', message: 'The payment provider declined' },
      { seq: 9, kind: 'withdraw', label: 'Withdrawal', amount: 1_000, status: 'pending' },
    ]
    render(<WithdrawCard currency="NGN" available={500_000} banks={banks} entries={entries} />)
    const refused = screen.getAllByTestId('wallet-refused')
    expect(refused).toHaveLength(1)
    expect(refused[0]).toHaveTextContent(/Withdrawal of .*2,500\.00 was refused/)
    expect(refused[0]).toHaveTextContent('Insufficient available balance')
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
