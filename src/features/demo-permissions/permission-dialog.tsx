import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { Permission } from '@/db/demo-schema'
import { addPermission, renamePermission } from './permissions-api'

function PermissionForm({ permission, onClose }: { permission: Permission | null; onClose: () => void }) {
  const [name, setName] = useState(permission?.name ?? '')
  const [error, setError] = useState('')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setError('Enter a name.')
    try {
      if (permission) await renamePermission(permission.id, name.trim())
      else await addPermission(name.trim())
      toast.success(permission ? 'Permission renamed' : 'Permission added')
      onClose()
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The permission could not be saved')
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="space-y-1.5">
        <Label htmlFor="permission-name">Permission name</Label>
        <Input id="permission-name" value={name} onChange={(e) => { setName(e.target.value); setError('') }} aria-invalid={Boolean(error)} aria-describedby={error ? 'permission-name-error' : undefined} />
        {error ? <p id="permission-name-error" className="text-sm text-destructive">{error}</p> : null}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>Cancel</Button>
        <Button type="submit">{permission ? 'Rename' : 'Add'}</Button>
      </DialogFooter>
    </form>
  )
}

export function PermissionDialog({ editing, onClose }: { editing: Permission | 'new' | null; onClose: () => void }) {
  const permission = editing === 'new' ? null : editing
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{permission ? 'Rename permission' : 'Add permission'}</DialogTitle>
          <DialogDescription>{permission ? 'The roles that hold it keep it.' : 'A new permission is given to administrators only.'}</DialogDescription>
        </DialogHeader>
        {editing !== null ? <PermissionForm key={permission?.id ?? 'new'} permission={permission} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  )
}
