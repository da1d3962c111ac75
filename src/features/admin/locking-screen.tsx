import { RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Progress } from '@/components/ui/progress'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import type { LockingPageRow } from '@/db/mirrors/admin'
import { formatDateTime, formatMoney } from '@/lib/portal/format'
import { useOnline } from '@/lib/use-online'
import { StatusBadge } from './badges'
import { fetchStatus, useLockingPage } from './hooks'

const pct = (part: number, total: number) => (total > 0 ? Math.round((part / total) * 100) : 0)

/** /Manage/soundslistadmin: sounds 12 a page with their slots' locking state (free, held, used). */
export function LockingScreen() {
  const online = useOnline()
  const [kind, setKind] = useState<LockingPageRow['kind']>('normal')
  const [page, setPage] = useState(1)
  const view = useLockingPage(kind, page)
  const { loading, fetchedAt } = view
  const stored = view.rows === undefined ? undefined : (view.rows[0] ?? null)
  const status = fetchStatus(view.failure)
  const pageCount = stored ? Math.max(1, Math.ceil(stored.total / stored.perPage)) : page
  return (
    <>
      <PageHeader title="Sounds List Admin" description="Sounds with their slots: free, held by a creator (locked until the hold ends) and used by a submitted video." />
      <Card className="grid grid-cols-1 gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid w-48 gap-1.5">
            <Label htmlFor="locking-kind">Kind</Label>
            <NativeSelect id="locking-kind" value={kind} onChange={(e) => (setKind(e.target.value as LockingPageRow['kind']), setPage(1))}>
              <option value="normal">Normal sounds</option>
              <option value="video_app">Video-app sounds</option>
            </NativeSelect>
          </div>
          <div className="flex items-center gap-3">
            {stored && fetchedAt ? <span className="text-xs text-muted-foreground">Fetched {formatDateTime(fetchedAt)}</span> : null}
            <Button variant="secondary" size="sm" onClick={view.refresh} disabled={!online || loading}>
              <RefreshCw size={16} aria-hidden className={loading ? 'animate-spin' : undefined} />
              Refresh
            </Button>
          </div>
        </div>
        {status ? (
          <Alert role={status.offline ? 'status' : 'alert'} tone={status.offline ? 'info' : 'danger'}>
            {status.message}
          </Alert>
        ) : null}
        {stored === undefined || (stored === null && loading) ? (
          <Skeleton className="h-48" />
        ) : stored === null ? (
          <p className="rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">
            {online ? 'This page could not be loaded.' : 'This page was never fetched on this device. Connect to the internet to load it.'}
          </p>
        ) : stored.sounds.length === 0 ? (
          <p className="rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">No live sounds of this kind.</p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">
              {stored.total} sounds · page {stored.page} of {pageCount}
            </p>
            <Table aria-label="Sounds with slot locking">
              <TableHead>
                <tr>
                  <Th>Sound</Th>
                  <Th>Slots</Th>
                  <Th>Locking</Th>
                  <Th className="hidden md:table-cell">Hold</Th>
                  <Th className="hidden md:table-cell">Budget left</Th>
                  <Th className="hidden sm:table-cell">Status</Th>
                </tr>
              </TableHead>
              <tbody>
                {stored.sounds.map((s) => (
                  <TableRow key={s.id}>
                    <Td className="max-w-[9rem] sm:max-w-[12rem]">
                      <div className="truncate font-medium text-foreground">{s.title}</div>
                      <div className="truncate text-xs text-muted-foreground">{s.artistName ?? 'Unknown artist'}</div>
                    </Td>
                    <Td className="min-w-[6rem]">
                      <Progress value={pct(s.slots.total - s.slots.free, s.slots.total)} aria-label={`${s.title}: ${s.slots.total - s.slots.free} of ${s.slots.total} slots taken`} />
                      <div className="mt-1 text-xs">
                        {s.slots.total - s.slots.free} of {s.slots.total} taken
                      </div>
                    </Td>
                    <Td className="text-xs whitespace-nowrap">
                      <div>{s.slots.free} free</div>
                      <div className="text-warning">{s.slots.held} held</div>
                      <div>{s.slots.used} used</div>
                      {s.pendingApprovals ? <div className="text-muted-foreground">{s.pendingApprovals} to decide</div> : null}
                    </Td>
                    <Td className="hidden text-xs whitespace-nowrap md:table-cell">{s.holdHours} h</Td>
                    <Td className="hidden text-xs whitespace-nowrap md:table-cell">{s.budget ? formatMoney(s.budget.remaining, s.currency) : '—'}</Td>
                    <Td className="hidden sm:table-cell">
                      <StatusBadge status={s.status} />
                    </Td>
                  </TableRow>
                ))}
              </tbody>
            </Table>
          </>
        )}
        <Pagination page={page} pageCount={Math.max(pageCount, page)} onPageChange={setPage} label="Sounds pages" />
      </Card>
    </>
  )
}
