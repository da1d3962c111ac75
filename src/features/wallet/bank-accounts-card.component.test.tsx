import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, inject, it } from 'vitest'
import type { WalletBanksRow } from '@/db/mirrors/wallet'
import { API_BASE_KEY, apiRequest } from '@/lib/api/client'
import { saveUserData, type UserData } from '@/lib/session/session'
import { BankAccountsCard } from './bank-accounts-card'

// Adding a bank account against the real portal server on loopback: the fields checked with the
// server's schema first, the bank's name for the account looked up and confirmed, and the server's
// refusal of an unknown bank said on the form.

const account = inject('portalAccounts').bankAccounts!
const banks = { key: 'me', accounts: [], banks: [{ code: '058', name: 'Guaranty Trust Bank' }, { code: '999999', name: 'No Such Bank' }] } as unknown as WalletBanksRow

beforeEach(async () => {
  localStorage.setItem(API_BASE_KEY, inject('portalApi'))
  const session = await apiRequest<{ accessToken: string; userData: UserData }>('/auth/login', { method: 'POST', body: { email: account.email, password: account.password } })
  saveUserData({ ...session.userData, accessToken: session.accessToken })
})

describe('adding a bank account', () => {
  it('checks the fields first, then looks the name up and confirms the account', async () => {
    render(<BankAccountsCard banks={banks} pulled online />)
    const bank = screen.getByLabelText('Bank')
    const number = screen.getByLabelText('Account number')
    await userEvent.click(screen.getByRole('button', { name: 'Look up account name' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose your bank.')
    expect(bank).toHaveAttribute('aria-invalid', 'true')
    await userEvent.selectOptions(bank, 'Guaranty Trust Bank')
    await userEvent.type(number, '01234x5')
    expect(number).toHaveValue('012345')
    await userEvent.click(screen.getByRole('button', { name: 'Look up account name' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Account number must be 10 digits')
    expect(number).toHaveAccessibleDescription('10 digits (NUBAN) Account number must be 10 digits')
    await userEvent.type(number, '1234')
    await userEvent.click(screen.getByRole('button', { name: 'Look up account name' }))
    const confirm = await screen.findByRole('group', { name: 'Confirm the account name' }, { timeout: 10_000 })
    expect(confirm).toHaveTextContent('0123451234')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm account' }))
    expect(await screen.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(/^Guaranty Trust Bank ••••1234 \(.+\) added\.$/)
    expect(screen.getByLabelText('Account number')).toHaveValue('')
  })

  it('shows the server’s refusal of a bank it does not know on the form', async () => {
    render(<BankAccountsCard banks={banks} pulled online />)
    await userEvent.selectOptions(screen.getByLabelText('Bank'), 'No Such Bank')
    await userEvent.type(screen.getByLabelText('Account number'), '0123451234')
    fireEvent.click(screen.getByRole('button', { name: 'Look up account name' }))
    // Busy while the bank is asked.
    expect(screen.getByRole('button', { name: 'Looking up…' })).toBeDisabled()
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('Unknown bank code 999999; pick one from get-banks-list')
    expect(screen.getByRole('button', { name: 'Look up account name' })).toBeEnabled()
    expect(screen.queryByRole('group', { name: 'Confirm the account name' })).toBeNull()
  })
})
