import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { TransactionItem } from './hooks'
import { TransactionsCard } from './transactions-card'

// The transactions list in each of its states: loading, never loaded (offline), empty, filtered
// to nothing, and a list that pages.

const base = { currency: 'NGN', pulled: true, online: true, admin: false, userNames: new Map<string, string>() }
const USER = '00000000-0000-4000-8000-0000000000c1'
const tx = (n: number, extra: Partial<TransactionItem> = {}): TransactionItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  type: 'fund',
  amount: 1_000 * n,
  direction: 'credit',
  status: 'completed',
  counterparty: null,
  reference: `ref-${n}`,
  userId: USER,
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
  ...extra,
})

describe('the transactions list', () => {
  it('shows a busy placeholder while loading, with export disabled', () => {
    render(<TransactionsCard {...base} rows={undefined} />)
    expect(screen.getByLabelText('Loading transactions')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it('says the list was never loaded here when offline, rather than calling it empty', () => {
    const { rerender } = render(<TransactionsCard {...base} rows={[]} pulled={false} online={false} />)
    expect(screen.getByText(/have not been loaded on this device yet/)).toBeInTheDocument()
    expect(screen.queryByText(/No transactions yet/)).toBeNull()
    rerender(<TransactionsCard {...base} rows={[]} />)
    expect(screen.getByText('No transactions yet. Fund your wallet to get started.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it('tells a creator with nothing yet what they will earn here, under its own title, never to fund', () => {
    render(<TransactionsCard {...base} rows={[]} earner />)
    expect(screen.getByRole('heading', { name: 'What you earned' })).toBeInTheDocument()
    expect(screen.getByText('Nothing earned yet. Each approved video is paid here, and you can withdraw it to your bank.')).toBeInTheDocument()
    expect(screen.queryByText(/fund your wallet/i)).toBeNull()
  })

  it('filters to nothing, says so, and clears the filters back to the list', async () => {
    render(<TransactionsCard {...base} rows={[tx(1), tx(2, { type: 'withdraw', direction: 'debit' })]} />)
    expect(screen.getByTestId('tx-count')).toHaveTextContent('2 transactions')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Failed')
    expect(screen.getByText(/No transaction matches these filters\./)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(screen.getByTestId('tx-count')).toHaveTextContent('2 transactions')
    expect(screen.getByLabelText('Status')).toHaveValue('')
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'Withdrawal')
    expect(screen.getByTestId('tx-count')).toHaveTextContent('1 transaction match')
    const rows = screen.getAllByTestId('tx-row')
    expect(rows).toHaveLength(1)
    // A debit: its amount carries the minus sign, and its details say so.
    expect(rows[0]).toHaveTextContent(/−₦[\d,]+\.\d\d/)
    expect(within(rows[0]!).getByText(/\(debit\)/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('pages a long list twenty at a time', async () => {
    render(<TransactionsCard {...base} rows={Array.from({ length: 45 }, (_, i) => tx(i + 1))} />)
    expect(screen.getByTestId('tx-count')).toHaveTextContent('45 transactions')
    expect(screen.getAllByTestId('tx-row')).toHaveLength(20)
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' })
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }))
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getAllByTestId('tx-row')).toHaveLength(5)
  })
})
