import { Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from '@/lib/notify'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * A new message. The demo API has no call that stores a sent e-mail (specification §7), so
 * sending only confirms, as the template does.
 */
export function ComposeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [to, setTo] = useState('')
  const [subject, setSubject] = useState('')
  const [message, setMessage] = useState('')
  const [invalid, setInvalid] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const recipients = to.split(/[,;\s]+/).filter(Boolean)
    if (recipients.length === 0 || !recipients.every((r) => EMAIL.test(r))) {
      setInvalid(true)
      return
    }
    toast.success(`Message sent to ${recipients.join(', ')}`)
    setTo('')
    setSubject('')
    setMessage('')
    setInvalid(false)
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Compose mail</DialogTitle>
          <DialogDescription>Write to one or more addresses, separated by commas.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="compose-to">To</Label>
            <Input id="compose-to" value={to} onChange={(e) => setTo(e.target.value)} aria-invalid={invalid} aria-describedby={invalid ? 'compose-to-error' : undefined} placeholder="name@example.com" />
            {invalid ? <p id="compose-to-error" className="text-sm text-destructive">Enter at least one valid e-mail address.</p> : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="compose-subject">Subject</Label>
            <Input id="compose-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="compose-message">Message</Label>
            <Textarea id="compose-message" rows={8} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>Discard</Button>
            <Button type="submit"><Send size={16} aria-hidden /> Send</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
