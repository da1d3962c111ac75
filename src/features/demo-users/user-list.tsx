import { Link } from '@tanstack/react-router'
import { Eye, Plus, Search, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { AddUserDialog } from './add-user-dialog'
import { ConfirmDeleteUser } from './confirm-delete-user'
import { UserRole, UserStatusBadge } from './user-badges'
import { UserSummary } from './user-summary'
import { PLANS, ROLES, STATUSES, useUsers, type UserListParams } from './users-api'

export function UserList() {
  const [params, setParams] = useState<UserListParams>({ q: '', role: '', status: '', currentPlan: '', page: 1, perPage: 10, sort: 'asc', sortColumn: 'fullName' })
  const [adding, setAdding] = useState(false)
  const { data, error, loading } = useUsers(params)
  const update = (next: Partial<UserListParams>) => setParams((p) => ({ ...p, page: 1, ...next }))
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / params.perPage))
  const select = (label: string, key: 'role' | 'status' | 'currentPlan', options: string[]) => (
    <NativeSelect aria-label={label} value={params[key]} onChange={(e) => update({ [key]: e.target.value })} className="capitalize">
      <option value="">{label}: all</option>
      {options.map((o) => <option key={o} value={o}>{o}</option>)}
    </NativeSelect>
  )

  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold text-foreground">Users</h1>
      <UserSummary />
      <Card className="mb-6">
        <h2 className="mb-3 font-semibold text-foreground">Filters</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          {select('Role', 'role', ROLES)}
          {select('Plan', 'currentPlan', PLANS)}
          {select('Status', 'status', STATUSES)}
        </div>
      </Card>
      <Card className="p-0">
        <div className="flex flex-wrap items-center gap-3 p-4">
          <NativeSelect aria-label="Users per page" value={params.perPage} onChange={(e) => update({ perPage: Number(e.target.value) })} className="w-24">
            {[10, 25, 50].map((n) => <option key={n}>{n}</option>)}
          </NativeSelect>
          <div className="relative ml-auto min-w-48 flex-1 sm:max-w-72">
            <Search size={16} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
            <Input type="search" aria-label="Search users" placeholder="Search name, e-mail or billing" value={params.q} onChange={(e) => update({ q: e.target.value })} className="pl-9" />
          </div>
          <Button onClick={() => setAdding(true)}><Plus size={16} aria-hidden /> Add new user</Button>
        </div>
        {error ? <p role="alert" className="px-4 text-red-600">{error}</p> : null}
        <Table aria-label="Users" aria-busy={loading}>
          <TableHead><tr><Th>User</Th><Th>Role</Th><Th>Plan</Th><Th>Billing</Th><Th>Status</Th><Th>Actions</Th></tr></TableHead>
          <tbody>
            {data?.users.map((user) => (
              <TableRow key={user.id}>
                <Td>
                  <div className="flex items-center gap-3">
                    <Avatar name={user.fullName} size="sm" />
                    <div className="min-w-0">
                      <Link to="/apps/user/view/$id" params={{ id: String(user.id) }} className="font-medium text-foreground hover:text-primary">{user.fullName}</Link>
                      <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                    </div>
                  </div>
                </Td>
                <Td><UserRole role={user.role} /></Td>
                <Td className="capitalize">{user.currentPlan}</Td>
                <Td className="whitespace-nowrap">{user.billing}</Td>
                <Td><UserStatusBadge status={user.status} /></Td>
                <Td>
                  <div className="flex gap-1">
                    <Link to="/apps/user/view/$id" params={{ id: String(user.id) }} aria-label={`View ${user.fullName}`} className="rounded p-1.5 text-slate-500 hover:bg-accent"><Eye size={16} aria-hidden /></Link>
                    <ConfirmDeleteUser id={user.id} name={user.fullName}>
                      <button type="button" aria-label={`Delete ${user.fullName}`} className="rounded p-1.5 text-slate-500 hover:bg-accent hover:text-red-600"><Trash2 size={16} aria-hidden /></button>
                    </ConfirmDeleteUser>
                  </div>
                </Td>
              </TableRow>
            ))}
            {data?.users.length === 0 ? <TableRow><td colSpan={6} className="p-8 text-center text-slate-500">No users match.</td></TableRow> : null}
          </tbody>
        </Table>
        <div className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">{data?.total ?? 0} users</p>
          <Pagination page={params.page} pageCount={pageCount} onPageChange={(page) => setParams((p) => ({ ...p, page }))} label="User pages" />
        </div>
      </Card>
      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </>
  )
}
