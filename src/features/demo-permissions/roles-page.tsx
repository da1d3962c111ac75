import { Link } from '@tanstack/react-router'
import { Check, Minus } from 'lucide-react'
import { Card, PageHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { PERMISSION_ROLES, permissionsOf, roleLabel, useAllPermissions } from './permissions-api'
import { RoleBadge } from './role-badge'

/** Each role with what it holds, and the whole matrix of permissions against roles. */
export function RolesPage() {
  const { data, error } = useAllPermissions()
  const all = data?.allData ?? []
  return (
    <>
      <PageHeader title="Roles" description="A role is a set of permissions. Rename, add or delete permissions on the Permissions page." />
      {error ? <p role="alert" className="text-red-600">{error}</p> : null}
      {!data && !error ? <Spinner label="Loading roles…" /> : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
        {PERMISSION_ROLES.map((role) => {
          const held = permissionsOf(role, all)
          return (
            <Card key={role} className="p-5" aria-label={roleLabel(role)}>
              <RoleBadge role={role} />
              <h2 className="mt-3 text-lg font-semibold text-foreground">{roleLabel(role)}</h2>
              <p className="text-sm text-muted-foreground">{held.length} of {all.length} permissions</p>
            </Card>
          )
        })}
      </div>
      <Card className="p-0">
        <h2 className="p-4 font-semibold text-foreground">Permissions by role</h2>
        <Table aria-label="Permissions by role">
          <TableHead><tr><Th>Permission</Th>{PERMISSION_ROLES.map((r) => <Th key={r} className="text-center">{roleLabel(r)}</Th>)}</tr></TableHead>
          <tbody>
            {all.map((p) => (
              <TableRow key={p.id}>
                <Td className="font-medium text-foreground">{p.name}</Td>
                {PERMISSION_ROLES.map((r) => (
                  <Td key={r} className="text-center">
                    {(p.assignedTo as string[]).includes(r) ? <Check size={16} className="mx-auto text-emerald-700" aria-label="Yes" /> : <Minus size={16} className="mx-auto text-input" aria-label="No" />}
                  </Td>
                ))}
              </TableRow>
            ))}
          </tbody>
        </Table>
        <p className="p-4 text-sm"><Link to="/apps/permissions" className="text-primary underline">Manage permissions</Link></p>
      </Card>
    </>
  )
}
