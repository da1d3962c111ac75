import { Lock, ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { Card, PageHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'
import { can, PERMISSION_ROLES, permissionsOf, roleLabel, useAllPermissions } from './permissions-api'
import { RoleBadge } from './role-badge'

// Sample areas of an admin app and the permissions that open them.
const AREAS = [
  { title: 'Everyone', text: 'Anyone signed in sees this card.', needs: [] as string[] },
  { title: 'Team management', text: 'Add and remove users, assign roles.', needs: ['Add & Remove Users', 'Management'] },
  { title: 'Billing', text: 'Invoices, plans and payment methods.', needs: ['Manage Billing & Roles', 'Financial Management'] },
  { title: 'Projects', text: 'Plans, tasks and other people’s work.', needs: ['Project Planning', "Manage Others' Tasks"] },
  { title: 'Client e-mail', text: 'Sequences and client conversations.', needs: ['Manage Email Sequences', 'Client Communication'] },
  { title: 'Reports', text: 'Read-only dashboards.', needs: ['Only View', 'Financial Management'] },
]

/** Pick a role and see which parts of the app it opens, from the demo permissions. */
export function AccessControlPage() {
  const { data, error } = useAllPermissions()
  const [role, setRole] = useState('manager')
  const all = data?.allData ?? []
  return (
    <>
      <PageHeader title="Access control" description="What each role may see, decided by the permissions it holds." />
      <Card className="mb-6 flex flex-wrap items-end gap-4">
        <div className="w-60 space-y-1.5">
          <Label htmlFor="access-role">View the app as</Label>
          <NativeSelect id="access-role" value={role} onChange={(e) => setRole(e.target.value)}>
            {PERMISSION_ROLES.map((r) => <option key={r} value={r}>{roleLabel(r)}</option>)}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-1" aria-label={`Permissions of ${roleLabel(role)}`}>
          <RoleBadge role={role} />
          {permissionsOf(role, all).map((name) => <span key={name} className="rounded-full bg-muted px-2.5 py-0.5 text-xs text-soft-foreground">{name}</span>)}
        </div>
      </Card>
      {error ? <p role="alert" className="text-red-600">{error}</p> : null}
      {!data && !error ? <Spinner label="Loading permissions…" /> : null}
      {data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {AREAS.map((area) => {
            const allowed = area.needs.length === 0 || can(role, area.needs, all)
            return (
              <Card key={area.title} aria-label={area.title} data-allowed={allowed} className={cn(!allowed && 'bg-background/50')}>
                <h2 className="flex items-center gap-2 font-semibold text-foreground">
                  {allowed ? <ShieldCheck size={18} aria-hidden className="text-emerald-700" /> : <Lock size={18} aria-hidden className="text-slate-400" />}
                  {area.title}
                </h2>
                <p className="mt-2 text-sm text-muted-foreground">{allowed ? area.text : 'You do not have permission to view this.'}</p>
                {area.needs.length ? <p className="mt-3 text-xs text-muted-foreground">Needs: {area.needs.join(' or ')}</p> : null}
              </Card>
            )
          })}
        </div>
      ) : null}
    </>
  )
}
