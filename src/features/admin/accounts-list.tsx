import { Search } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Skeleton } from '@/components/ui/skeleton'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { formatDateTime } from '@/lib/portal/format'
import { changeApproval, type ActionResult } from './actions'
import { PendingBadge, RoleBadge, StatusBadge } from './badges'
import type { RefusedChange, UserView } from './hooks'
import { ResultNote } from './result-note'
import { UserDialog } from './user-dialog'
import { matchesUser, pageOf, type UserFilter } from './user-filters'

const PER_PAGE = 10

export function AccountsList({ users, pulled, myId, refused }: { users: UserView[] | undefined; pulled: boolean | undefined; myId: string | null; refused: RefusedChange[] }) {
  const [filter, setFilter] = useState<UserFilter>({ q: '', role: '', approval: '' })
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<string | null>(null)
  const [result, setResult] = useState<ActionResult | null>(null)
  const set = (patch: Partial<UserFilter>) => {
    setFilter((f) => ({ ...f, ...patch }))
    setPage(1)
  }
  const shown = pageOf((users ?? []).filter((u) => matchesUser(u, filter)), page, PER_PAGE)
  const open = users?.find((u) => u.id === openId) ?? null

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_10rem]">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="users-q">Search</Label>
          <div className="relative">
            <Search size={16} aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
            <Input id="users-q" type="search" placeholder="Name or e-mail" className="pl-9" value={filter.q} onChange={(e) => set({ q: e.target.value })} />
          </div>
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="users-role">Role</Label>
          <NativeSelect id="users-role" value={filter.role} onChange={(e) => set({ role: e.target.value })}>
            <option value="">All roles</option>
            <option value="admin">Admin</option>
            <option value="artist">Artist</option>
            <option value="tiktoker">Creator</option>
            <option value="brand">Brand</option>
          </NativeSelect>
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="users-approval">Approval</Label>
          <NativeSelect id="users-approval" value={filter.approval} onChange={(e) => set({ approval: e.target.value })}>
            <option value="">Any status</option>
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </NativeSelect>
        </div>
      </div>
      <ResultNote result={result} onDismiss={() => setResult(null)} />
      {users === undefined ? (
        <Skeleton className="h-48" />
      ) : users.length === 0 ? (
        <p className="rounded-lg bg-muted/50 p-6 text-center text-sm text-muted-foreground">
          {pulled ? 'No accounts yet.' : 'The accounts have not been downloaded to this device yet. Connect to the internet to load them.'}
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.total === users.length ? `${users.length} accounts` : `${shown.total} of ${users.length} accounts match`}
          </p>
          <Table aria-label="Accounts">
            <TableHead>
              <tr>
                <Th>Account</Th>
                <Th className="hidden sm:table-cell">Role</Th>
                <Th className="hidden sm:table-cell">Approval</Th>
                <Th className="hidden md:table-cell">Joined</Th>
                {/* relative: keeps the visually hidden text inside the scrolling table on phones */}
                <Th className="relative">
                  <span className="sr-only">Actions</span>
                </Th>
              </tr>
            </TableHead>
            <tbody>
              {shown.rows.map((u) => {
                const target = { id: u.id, label: u.email }
                const failed = refused.some((r) => r.subject === u.id)
                return (
                  <TableRow key={u.id} data-testid={`user-${u.email}`} className={u._deleting ? 'opacity-50' : undefined}>
                    <Td className="max-w-[14rem]">
                      <div className="truncate font-medium text-foreground">{u.fullName}</div>
                      <div className="truncate text-xs text-muted-foreground">{u.email}</div>
                      <div className="mt-1 flex flex-wrap gap-1">
                        <span className="contents sm:hidden">
                          <RoleBadge role={u.role} />
                          <StatusBadge status={u.approvalStatus} />
                        </span>
                        <PendingBadge mark={u._pending} />
                        {u._deleting ? <span className="text-xs text-destructive">Being deleted</span> : null}
                        {failed ? <span className="text-xs font-medium text-destructive">A change was refused</span> : null}
                      </div>
                    </Td>
                    <Td className="hidden sm:table-cell">
                      <RoleBadge role={u.role} />
                    </Td>
                    <Td className="hidden sm:table-cell">
                      <StatusBadge status={u.approvalStatus} />
                    </Td>
                    <Td className="hidden text-xs whitespace-nowrap md:table-cell">{u.createdAt ? formatDateTime(u.createdAt) : '—'}</Td>
                    <Td>
                      <div className="flex flex-wrap justify-end gap-2">
                        {u.approvalStatus === 'pending' && u.id !== myId ? (
                          <>
                            <Button size="xs" variant="success" aria-label={`Approve ${u.email}`} onClick={async () => setResult(await changeApproval(target, 'approved'))}>
                              Approve
                            </Button>
                            <Button size="xs" variant="secondary" aria-label={`Reject ${u.email}`} onClick={async () => setResult(await changeApproval(target, 'rejected'))}>
                              Reject
                            </Button>
                          </>
                        ) : null}
                        <Button size="xs" variant="outline" aria-label={`Manage ${u.email}`} onClick={() => setOpenId(u.id)}>
                          Manage
                        </Button>
                      </div>
                    </Td>
                  </TableRow>
                )
              })}
              {shown.rows.length === 0 ? (
                <TableRow>
                  <Td colSpan={5} className="text-center text-muted-foreground">
                    No account matches these filters.
                  </Td>
                </TableRow>
              ) : null}
            </tbody>
          </Table>
          <Pagination page={shown.page} pageCount={shown.pageCount} onPageChange={setPage} label="Accounts pages" />
        </>
      )}
      {open ? <UserDialog user={open} isMe={open.id === myId} refused={refused.filter((r) => r.subject === open.id)} onClose={() => setOpenId(null)} /> : null}
    </div>
  )
}
