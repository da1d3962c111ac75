import { Download } from 'lucide-react'
import { useMemo, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardDescription, CardTitle } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { TRANSACTIONS_MIRRORED } from '@/lib/sync/portal/wallet-lists'
import { downloadText, loadOlderTransactions } from './actions'
import type { TransactionItem } from './hooks'
import { TransactionCards, TransactionTable } from './transaction-rows'
import { buildTransactionsCsv, csvFileName, filterTransactions, namer, NO_FILTER, STATUS_LABELS, TRANSACTION_STATUSES, TRANSACTION_TYPES, TYPE_LABELS, type TransactionFilter } from './transactions'

const PER_PAGE = 20

/**
 * The latest transactions (mirrored, so they show offline) with filters on type, status, dates and,
 * for admins, user; the filtered list can be saved as CSV.
 */
export function TransactionsCard({ rows, currency, pulled, online, admin, userNames, earner = false }: {
  rows: TransactionItem[] | undefined
  /** A creator's wallet: what they earned, in their words (nothing about funding). */
  earner?: boolean
  currency: string | null
  pulled: boolean
  online: boolean
  admin: boolean
  userNames: Map<string, string>
}) {
  const [filter, setFilter] = useState<TransactionFilter>(NO_FILTER)
  const [page, setPage] = useState(1)
  const older = useOlder(rows)
  const all = useMemo(() => (rows ? [...rows, ...older.rows.filter((o) => !rows.some((r) => r.id === o.id))] : rows), [rows, older.rows])
  const filtered = useMemo(() => filterTransactions(all ?? [], filter), [all, filter])
  const pageCount = Math.max(1, Math.ceil(filtered.length / PER_PAGE))
  const current = Math.min(page, pageCount)
  const shown = filtered.slice((current - 1) * PER_PAGE, current * PER_PAGE)
  const users = useMemo(() => [...new Set((rows ?? []).map((r) => r.userId))].sort(), [rows])
  const name = useMemo(() => namer(userNames), [userNames])
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
          <CardTitle id="transactions-title">{earner ? 'What you earned' : 'Transactions'}</CardTitle>
          <CardDescription>{admin ? 'Every user\'s transactions, newest first.' : earner ? 'Payments for your videos and clicks, and your withdrawals, newest first.' : 'Your transactions, newest first.'}</CardDescription>
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
                  {userNames.get(id) ?? 'Unknown user'}
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
              ? earner
                ? 'Nothing earned yet. Each approved video is paid here, and you can withdraw it to your bank.'
                : 'No transactions yet. Fund your wallet to get started.'
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
          <p className="px-6 pb-2 text-xs text-muted-foreground" aria-live="polite" data-testid="tx-count">
            {filtered.length} {filtered.length === 1 ? 'transaction' : 'transactions'}
            {filtering ? (filtered.length === 1 ? ' matches' : ' match') : ''}
          </p>
          <TransactionTable rows={shown} currency={currency} admin={admin} name={name} />
          <TransactionCards rows={shown} currency={currency} admin={admin} name={name} />
          <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
            {older.offered && current === pageCount ? (
              <div className="flex flex-wrap items-center gap-2">
                <Button variant="secondary" onClick={() => void older.load()} disabled={older.busy || !online}>
                  {older.busy ? 'Loading…' : 'Load older'}
                </Button>
                <span className="text-xs text-muted-foreground" role="status">
                  {online ? older.message : 'Older transactions load when you are online.'}
                </span>
              </div>
            ) : (
              <span />
            )}
            <Pagination page={current} pageCount={pageCount} onPageChange={setPage} label="Transaction pages" />
          </div>
        </>
      )}
    </Card>
  )
}

/**
 * Transactions older than the mirrored latest 100, a page of 100 at a time, fetched on request
 * (online only, kept in memory, not on the device).
 */
function useOlder(rows: TransactionItem[] | undefined) {
  const [state, setState] = useState<{ rows: TransactionItem[]; next: number; more: boolean; busy: boolean; message: string }>({ rows: [], next: 2, more: true, busy: false, message: '' })
  const offered = (rows?.length ?? 0) >= TRANSACTIONS_MIRRORED && state.more
  async function load() {
    setState((s) => ({ ...s, busy: true, message: '' }))
    const result = await loadOlderTransactions(state.next)
    setState((s) =>
      result.ok
        ? { rows: [...s.rows, ...result.rows], next: s.next + 1, more: result.more, busy: false, message: result.rows.length ? `${result.rows.length} older loaded.` : 'No older transactions.' }
        : { ...s, busy: false, message: result.message },
    )
  }
  return { rows: state.rows, offered: offered || (state.rows.length > 0 && state.more), busy: state.busy, message: state.message, load }
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="px-6 pb-6 text-sm text-muted-foreground">{children}</p>
}
