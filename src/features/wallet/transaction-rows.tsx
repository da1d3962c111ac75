import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import type { TransactionItem } from './hooks'
import { PendingBadge } from './pending-badge'
import { sentenceOf, STATUS_LABELS, TYPE_LABELS } from './transactions'

// The transaction list's rows: a table from `md` up, cards on phones. Each says what happened in
// a sentence; the ids and references people never need stay in a closed "Details" (and the CSV).

const STATUS_VARIANT: Record<string, BadgeVariant> = { completed: 'success', succeeded: 'success', pending: 'warning', failed: 'danger', reversed: 'secondary' }

export interface RowsProps {
  rows: TransactionItem[]
  currency: string
  admin: boolean
  /** A user's name, or null when it is not known (never the id). */
  name: (value: string | null) => string | null
}

function StatusCell({ t }: { t: TransactionItem }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Badge variant={STATUS_VARIANT[t.status] ?? 'secondary'}>{STATUS_LABELS[t.status] ?? t.status}</Badge>
      <PendingBadge pending={t._pending} />
    </span>
  )
}

function Amount({ t, currency }: { t: TransactionItem; currency: string }) {
  const credit = t.direction === 'credit'
  return (
    <span className={cn('shrink-0 font-medium whitespace-nowrap tabular-nums', credit ? 'text-success' : 'text-foreground')}>
      {credit ? '+' : '−'}
      {formatMoney(t.amount, currency)}
    </span>
  )
}

function Details({ t }: { t: TransactionItem }) {
  return (
    <details className="text-xs text-muted-foreground">
      <summary className="cursor-pointer">Details</summary>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 break-all">
        <dt>Type</dt>
        <dd>
          {TYPE_LABELS[t.type] ?? t.type} ({t.direction === 'credit' ? 'credit' : 'debit'})
        </dd>
        <dt>Reference</dt>
        <dd className="font-mono">{t.reference ?? '—'}</dd>
        <dt>Transaction</dt>
        <dd className="font-mono">{t.id}</dd>
      </dl>
    </details>
  )
}

export function TransactionTable({ rows, currency, admin, name }: RowsProps) {
  return (
    // Its own scroll box (not Table's): focusable, so keyboard users can scroll a wide list.
    <div className="hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 md:block" tabIndex={0} role="region" aria-label="Transactions table">
      <table className="w-full text-left text-sm">
        <TableHead>
          <tr>
            <Th>Date</Th>
            <Th>What happened</Th>
            <Th>Type</Th>
            <Th className="text-right">Amount</Th>
            <Th>Status</Th>
            {admin ? <Th>User</Th> : null}
          </tr>
        </TableHead>
        <tbody>
          {rows.map((t) => (
            <TableRow key={t.id} data-testid="tx-row">
              <Td className="whitespace-nowrap tabular-nums">{formatDateTime(t.createdAt)}</Td>
              <Td className="min-w-56">
                <p className="text-foreground">{sentenceOf(t, name)}</p>
                <Details t={t} />
              </Td>
              <Td>{TYPE_LABELS[t.type] ?? t.type}</Td>
              <Td className="text-right">
                <Amount t={t} currency={currency} />
              </Td>
              <Td>
                <StatusCell t={t} />
              </Td>
              {admin ? <Td className="max-w-48 truncate">{t.userName ?? name(t.userId) ?? 'Unknown user'}</Td> : null}
            </TableRow>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function TransactionCards({ rows, currency, admin, name }: RowsProps) {
  return (
    <ul className="divide-y divide-border border-t border-border md:hidden" aria-label="Transactions">
      {rows.map((t) => (
        <li key={t.id} className="grid gap-1 px-4 py-3 text-sm sm:px-6" data-testid="tx-card">
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0 font-medium break-words text-foreground">{sentenceOf(t, name)}</span>
            <Amount t={t} currency={currency} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <span className="tabular-nums">{formatDateTime(t.createdAt)}</span>
            <StatusCell t={t} />
          </div>
          {admin ? <p className="truncate text-xs text-muted-foreground">User: {t.userName ?? name(t.userId) ?? 'Unknown user'}</p> : null}
          <Details t={t} />
        </li>
      ))}
    </ul>
  )
}
