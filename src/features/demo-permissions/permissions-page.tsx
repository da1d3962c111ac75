import { Pencil, Plus, Search, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/notify'
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Card, PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Pagination } from '@/components/ui/pagination'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import type { Permission } from '@/db/demo-schema'
import { PermissionDialog } from './permission-dialog'
import { deletePermission, PERMISSION_ROLES, roleLabel, usePermissions, type PermissionsParams } from './permissions-api'
import { RoleBadge } from './role-badge'

export function PermissionsPage() {
  const [params, setParams] = useState<PermissionsParams>({ q: '', assignedTo: '', page: 1, perPage: 10 })
  const [editing, setEditing] = useState<Permission | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Permission | null>(null)
  const { data, error, loading } = usePermissions(params)
  const update = (next: Partial<PermissionsParams>) => setParams((p) => ({ ...p, page: 1, ...next }))

  const remove = async () => {
    if (!deleting) return
    try {
      await deletePermission(deleting.id)
      toast.success(`${deleting.name} deleted`)
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The permission could not be deleted')
    }
  }

  return (
    <>
      <PageHeader title="Permissions" description="Each permission and the roles that hold it." />
      <Card className="p-0">
        <div className="flex flex-wrap items-center gap-3 p-4">
          <div className="relative min-w-48 flex-1 sm:max-w-72">
            <Search size={16} aria-hidden className="absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
            <Input type="search" aria-label="Search permissions" placeholder="Search name or date" value={params.q} onChange={(e) => update({ q: e.target.value })} className="pl-9" />
          </div>
          <NativeSelect aria-label="Filter by role" value={params.assignedTo} onChange={(e) => update({ assignedTo: e.target.value })} className="w-52">
            <option value="">All roles</option>
            {PERMISSION_ROLES.map((r) => <option key={r} value={r}>{roleLabel(r)}</option>)}
          </NativeSelect>
          <Button className="ml-auto" onClick={() => setEditing('new')}><Plus size={16} aria-hidden /> Add permission</Button>
        </div>
        {error ? <p role="alert" className="px-4 text-red-600">{error}</p> : null}
        <Table aria-label="Permissions" aria-busy={loading}>
          <TableHead><tr><Th>Name</Th><Th>Assigned to</Th><Th>Created date</Th><Th>Actions</Th></tr></TableHead>
          <tbody>
            {data?.permissions.map((p) => (
              <TableRow key={p.id}>
                <Td className="font-medium text-foreground">{p.name}</Td>
                <Td><div className="flex flex-wrap gap-1">{p.assignedTo.map((r) => <RoleBadge key={r} role={r} />)}</div></Td>
                <Td className="whitespace-nowrap">{p.createdDate}</Td>
                <Td>
                  <div className="flex gap-1">
                    <button type="button" aria-label={`Rename ${p.name}`} onClick={() => setEditing(p)} className="rounded p-1.5 text-slate-500 hover:bg-accent"><Pencil size={16} aria-hidden /></button>
                    <button type="button" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)} className="rounded p-1.5 text-slate-500 hover:bg-accent hover:text-red-600"><Trash2 size={16} aria-hidden /></button>
                  </div>
                </Td>
              </TableRow>
            ))}
            {data?.permissions.length === 0 ? <TableRow><td colSpan={4} className="p-8 text-center text-slate-500">No permissions match.</td></TableRow> : null}
          </tbody>
        </Table>
        <div className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p className="text-sm text-muted-foreground" aria-live="polite">{data?.total ?? 0} permissions</p>
          <Pagination page={params.page} pageCount={Math.max(1, Math.ceil((data?.total ?? 0) / params.perPage))} onPageChange={(page) => setParams((p) => ({ ...p, page }))} label="Permission pages" />
        </div>
      </Card>
      <PermissionDialog editing={editing} onClose={() => setEditing(null)} />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>Delete {deleting?.name}?</AlertDialogTitle>
          <AlertDialogDescription>Every role loses this permission.</AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction danger onClick={() => void remove()}>Delete</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}
