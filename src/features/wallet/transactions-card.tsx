import { Download } from 'lucide-react'
import { useMemo, useState, type ReactNode } from 'react'
import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { cn } from '@/lib/cn'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import { downloadText } from './actions'
import type { TransactionItem } from './hooks'
import { PendingBadge } from './pending-badge'
import { buildTransactionsCsv, csvFileName, filterTransactions, NO_FILTER, STATUS_LABELS, TRANSACTION_STATUSES, TRANSACTION_TYPES, TYPE_LABELS, type TransactionFilter } from './transactions'

const PER_PAGE = 20

const STATUS_VARIANT: Record<string, BadgeVariant> = { completed: 'success', succeeded: 'success', pending: 'warning', failed: 'danger', reversed: 'secondary' }

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
    <span className={cn('font-medium whitespace-nowrap tabular-nums', credit ? 'text-emerald-700 dark:text-emerald-400' : 'text-slate-900 dark:text-slate-100')}>
      {credit ? '+' : '−'}
      {formatMoney(t.amount, currency)}
    </span>
  )
}

/**
 * The latest transactions (mirrored, so they show offline) with filters on type, status, dates and,
 * for admins, user; the filtered list can be saved as CSV.
 */
export function TransactionsCard({ rows, currency, pulled, online, admin, userNames }: {
  rows: TransactionItem[] | undefined
  currency: string | null
  pulled: boolean
  online: boolean
  admin: boolean
  userNames: Map<string, string>
}) {
  const [filter, setFilter] = useState<TransactionFilter>(NO_FILTER)
  const [page, setPage] = useState(1)
  const filtered = useMemo(() => filterTransactions(rows ?? [], filter), [rows, filter])
  const pageCount = Math.max(1, Math.ceil(filtered.length / PER_PAGE))
  const current = Math.min(page, pageCount)
  const shown = filtered.slice((current - 1) * PER_PAGE, current * PER_PAGE)
  const users = useMemo(() => [...new Set((rows ?? []).map((r) => r.userId))].sort(), [rows])
  const name = (value: string | null) => (value ? (userNames.get(value) ?? value) : null)
  const set = (patch: Partial<TransactionFilter>) => {
    setFilter((f) => ({ ...f, ...patch }))
    setPage(1)
  }
  const filtering = JSON.stringify(filter) !== JSON.stringify(NO_FILTER)

  function onExport() {
    if (!currency) return
    downloadText(buildTransactionsCsv(filtered, currency, name), csvFileName())
  }

  return (
    <Card aria-labelledby="transactions-title" className="p-0">
      <div className="flex flex-wrap items-start justify-between gap-3 p-6 pb-4">
        <div>
          <CardTitle id="transactions-title">Transactions</CardTitle>
          <CardDescription>{admin ? 'The latest 100 transactions of every user.' : 'Your latest 100 transactions.'}</CardDescription>
        </div>
        <Button variant="secondary" onClick={onExport} disabled={!currency || filtered.length === 0}>
          <Download size={16} aria-hidden /> Export CSV
        </Button>
      </div>
      <div className={cn('grid grid-cols-2 gap-3 px-6 pb-4', admin ? 'lg:grid-cols-5' : 'lg:grid-cols-4')} role="group" aria-label="Filters">
        <Field label="Type" htmlFor="tx-type">
          <NativeSelect id="tx-type" value={filter.type} onChange={(e) => set({ type: e.target.value })}>
            <option value="">All types</option>
            {TRANSACTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t] ?? t}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Status" htmlFor="tx-status">
          <NativeSelect id="tx-status" value={filter.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">All statuses</option>
            {TRANSACTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s] ?? s}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="From" htmlFor="tx-from" className="min-w-0">
          <Input id="tx-from" type="date" className="min-w-0" value={filter.from} max={filter.to || undefined} onChange={(e) => set({ from: e.target.value })} />
        </Field>
        <Field label="To" htmlFor="tx-to" className="min-w-0">
          <Input id="tx-to" type="date" className="min-w-0" value={filter.to} min={filter.from || undefined} onChange={(e) => set({ to: e.target.value })} />
        </Field>
        {admin ? (
          <Field label="User" htmlFor="tx-user" className="col-span-2 lg:col-span-1">
            <NativeSelect id="tx-user" value={filter.userId} onChange={(e) => set({ userId: e.target.value })}>
              <option value="">All users</option>
              {users.map((id) => (
                <option key={id} value={id}>
                  {userNames.get(id) ?? id}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
      </div>
      {rows === undefined || !currency ? (
        rows !== undefined && !pulled && !online ? (
          <Empty>Your transactions have not been loaded on this device yet. They will show once you are back online.</Empty>
        ) : (
          <div className="grid gap-2 px-6 pb-6" aria-busy="true" aria-label="Loading transactions">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )
      ) : filtered.length === 0 ? (
        <Empty>
          {rows.length === 0
            ? pulled || online
              ? 'No transactions yet. Fund your wallet to get started.'
              : 'Your transactions have not been loaded on this device yet. They will show once you are back online.'
            : 'No transaction matches these filters.'}
          {filtering ? (
            <Button variant="link" className="ml-1 h-auto p-0" onClick={() => set(NO_FILTER)}>
              Clear filters
            </Button>
          ) : null}
        </Empty>
      ) : (
        <>
          <p className="px-6 pb-2 text-xs text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="tx-count">
            {filtered.length} {filtered.length === 1 ? 'transaction' : 'transactions'}
            {filtering ? (filtered.length === 1 ? ' matches' : ' match') : ''}
          </p>
          {/* Its own scroll box (not Table's): focusable, so keyboard users can scroll a wide list. */}
          <div className="hidden overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 md:block" tabIndex={0} role="region" aria-label="Transactions table">
            <table className="w-full text-left text-sm">
              <TableHead>
                <tr>
                  <Th>Date</Th>
                  <Th>Type</Th>
                  <Th>Direction</Th>
                  <Th className="text-right">Amount</Th>
                  <Th>Status</Th>
                  <Th>Reference</Th>
                  <Th>Counterparty</Th>
                  {admin ? <Th>User</Th> : null}
                </tr>
              </TableHead>
              <tbody>
                {shown.map((t) => (
                  <TableRow key={t.id} data-testid="tx-row">
                    <Td className="whitespace-nowrap tabular-nums">{formatDateTime(t.createdAt)}</Td>
                    <Td>{TYPE_LABELS[t.type] ?? t.type}</Td>
                    <Td>{t.direction === 'credit' ? 'Credit' : 'Debit'}</Td>
                    <Td className="text-right">
                      <Amount t={t} currency={currency} />
                    </Td>
                    <Td>
                      <StatusCell t={t} />
                    </Td>
                    <Td className="max-w-36 truncate font-mono text-xs" title={t.reference ?? undefined}>
                      {t.reference ?? '—'}
                    </Td>
                    <Td className="max-w-48 truncate" title={name(t.counterparty) ?? undefined}>
                      {name(t.counterparty) ?? '—'}
                    </Td>
                    {admin ? (
                      <Td className="max-w-48 truncate" title={name(t.userId) ?? undefined}>
                        {name(t.userId)}
                      </Td>
                    ) : null}
                  </TableRow>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="divide-y divide-slate-100 border-t border-slate-100 md:hidden dark:divide-slate-800 dark:border-slate-800" aria-label="Transactions">
            {shown.map((t) => (
              <li key={t.id} className="grid gap-1 px-6 py-3 text-sm" data-testid="tx-card">
                <div className="flex items-center justify-between gap-3">
                  <span className="font-medium text-slate-900 dark:text-white">
                    {TYPE_LABELS[t.type] ?? t.type} <span className="font-normal text-slate-600 dark:text-slate-400">· {t.direction === 'credit' ? 'Credit' : 'Debit'}</span>
                  </span>
                  <Amount t={t} currency={currency} />
                </div>
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
                  <span className="tabular-nums">{formatDateTime(t.createdAt)}</span>
                  <StatusCell t={t} />
                </div>
                {t.counterparty || admin ? (
                  <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                    {t.counterparty ? name(t.counterparty) : null}
                    {admin ? ` ${t.counterparty ? '· ' : ''}User: ${name(t.userId)}` : null}
                  </p>
                ) : null}
                {t.reference ? <p className="truncate font-mono text-xs text-slate-500 dark:text-slate-400">{t.reference}</p> : null}
              </li>
            ))}
          </ul>
          <div className="flex justify-end px-6 py-4">
            <Pagination page={current} pageCount={pageCount} onPageChange={setPage} label="Transaction pages" />
          </div>
        </>
      )}
    </Card>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="px-6 pb-6 text-sm text-slate-600 dark:text-slate-400">{children}</p>
}
