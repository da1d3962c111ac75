import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { addUser, BILLING, PLANS, ROLES, suggestUsername, type NewUser } from './users-api'

const EMPTY: NewUser = { fullName: '', username: '', email: '', company: '', country: '', contact: '', role: 'subscriber', currentPlan: 'basic', billing: 'Auto Debit', status: 'pending' }
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate()
  const [user, setUser] = useState<NewUser>(EMPTY)
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const errors = {
    fullName: user.fullName.trim() ? '' : 'Enter the full name.',
    email: EMAIL.test(user.email.trim()) ? '' : 'Enter a valid e-mail address.',
  }
  const set = <K extends keyof NewUser>(key: K, value: NewUser[K]) => setUser((u) => ({ ...u, [key]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (errors.fullName || errors.email) return
    setBusy(true)
    try {
      const created = await addUser({ ...user, fullName: user.fullName.trim(), email: user.email.trim(), username: user.username.trim() || suggestUsername(user.fullName) })
      toast.success(`${created.user.fullName} added`)
      setUser(EMPTY)
      setTried(false)
      onOpenChange(false)
      void navigate({ to: '/apps/user/view/$id', params: { id: String(created.user.id) } })
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The user could not be added')
    } finally {
      setBusy(false)
    }
  }

  const text = (key: 'fullName' | 'username' | 'email' | 'company' | 'country' | 'contact', label: string, type = 'text') => {
    const error = tried && key in errors ? errors[key as keyof typeof errors] : ''
    return (
      <div className="space-y-1.5">
        <Label htmlFor={`user-${key}`}>{label}</Label>
        <Input id={`user-${key}`} type={type} value={user[key]} onChange={(e) => set(key, e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? `user-${key}-error` : undefined} placeholder={key === 'username' ? suggestUsername(user.fullName) : undefined} />
        {error ? <p id={`user-${key}-error`} className="text-sm text-destructive">{error}</p> : null}
      </div>
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add user</DialogTitle>
          <DialogDescription>New users start as pending.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
          {text('fullName', 'Full name')}
          {text('username', 'Username')}
          {text('email', 'E-mail', 'email')}
          {text('contact', 'Contact')}
          {text('company', 'Company')}
          {text('country', 'Country')}
          <div className="space-y-1.5">
            <Label htmlFor="user-role">Role</Label>
            <NativeSelect id="user-role" value={user.role} onChange={(e) => set('role', e.target.value as NewUser['role'])} className="capitalize">{ROLES.map((r) => <option key={r} value={r}>{r}</option>)}</NativeSelect>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="user-plan">Plan</Label>
            <NativeSelect id="user-plan" value={user.currentPlan} onChange={(e) => set('currentPlan', e.target.value as NewUser['currentPlan'])} className="capitalize">{PLANS.map((p) => <option key={p} value={p}>{p}</option>)}</NativeSelect>
          </div>
          <div className="space-y-1.5 sm:col-span-2">
            <Label htmlFor="user-billing">Billing</Label>
            <NativeSelect id="user-billing" value={user.billing} onChange={(e) => set('billing', e.target.value as NewUser['billing'])}>{BILLING.map((b) => <option key={b}>{b}</option>)}</NativeSelect>
          </div>
          <DialogFooter className="sm:col-span-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" disabled={busy}>Add user</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
