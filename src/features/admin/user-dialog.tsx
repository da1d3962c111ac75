import { Trash2 } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { changeApproval, changeInfluencer, changeSpamVideos, deleteUser, type ActionResult } from './actions'
import { PendingBadge, RoleBadge, StatusBadge } from './badges'
import type { RefusedChange, UserView } from './hooks'
import { RefusedNotes, ResultNote } from './result-note'
import { EmailForm, RoleForm, SpecialityForm } from './user-dialog-forms'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-2 border-t border-border pt-4">
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {children}
    </section>
  )
}

/** Everything an admin may change about one account; each change is queued and works offline. */
export function UserDialog({ user, isMe, refused, onClose }: { user: UserView; isMe: boolean; refused: RefusedChange[]; onClose: () => void }) {
  const target = { id: user.id, label: user.email }
  const [result, setResult] = useState<ActionResult | null>(null)
  const act = async (p: Promise<ActionResult>) => setResult(await p)
  const creator = user.role === 'tiktoker'

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{user.fullName}</DialogTitle>
          <DialogDescription>{user.email}</DialogDescription>
          <div className="flex flex-wrap gap-1 pt-1">
            <RoleBadge role={user.role} />
            <StatusBadge status={user.approvalStatus} />
            <PendingBadge mark={user._pending} />
          </div>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-4">
          <ResultNote result={result} onDismiss={() => setResult(null)} />
          <RefusedNotes refused={refused} />
          {isMe ? <p className="text-sm text-muted-foreground">This is your own account: its role, approval, e-mail and deletion are changed by another admin (or on your profile).</p> : null}
          <Section title="Role">
            <RoleForm user={user} target={target} onResult={setResult} isMe={isMe} />
            {user.role === 'admin' && !isMe ? <p className="text-xs text-muted-foreground">This is an admin: changing the role removes their admin rights (never the last admin).</p> : null}
          </Section>
          <Section title="Approval">
            <div className="flex flex-wrap gap-2">
              <Button variant="success" size="sm" disabled={isMe || user.approvalStatus === 'approved'} onClick={() => act(changeApproval(target, 'approved'))}>
                Approve
              </Button>
              <Button variant="danger" size="sm" disabled={isMe || user.approvalStatus === 'rejected'} onClick={() => act(changeApproval(target, 'rejected'))}>
                Reject
              </Button>
              <Button variant="secondary" size="sm" disabled={isMe || user.approvalStatus === 'pending'} onClick={() => act(changeApproval(target, 'pending'))}>
                Back to review
              </Button>
            </div>
          </Section>
          {creator ? (
            <Section title="Creator settings">
              <div className="flex items-center justify-between gap-4">
                <Label htmlFor="user-influencer">Influencer</Label>
                <Switch id="user-influencer" checked={user.influencer === 'Yes'} onCheckedChange={(on) => act(changeInfluencer(target, on ? 'Yes' : 'No'))} />
              </div>
              <div className="flex items-center justify-between gap-4">
                <Label htmlFor="user-spam">Influencer (spam) sounds open</Label>
                <Switch id="user-spam" checked={user.spamVideos === 'enabled'} onCheckedChange={(on) => act(changeSpamVideos(target, on ? 'enabled' : 'disabled'))} />
              </div>
            </Section>
          ) : null}
          <Section title="Speciality">
            <SpecialityForm user={user} target={target} onResult={setResult} />
          </Section>
          {!isMe ? (
            <Section title="E-mail">
              <EmailForm user={user} target={target} onResult={setResult} />
            </Section>
          ) : null}
          {!isMe ? (
            <Section title="Delete account">
              <AlertDialog>
                <AlertDialogTrigger asChild>
                  <Button variant="danger" size="sm" className="justify-self-start" disabled={user._deleting}>
                    <Trash2 size={16} aria-hidden />
                    Delete account
                  </Button>
                </AlertDialogTrigger>
                <AlertDialogContent>
                  <AlertDialogTitle>Delete {user.email}?</AlertDialogTitle>
                  <AlertDialogDescription>
                    The account and its sign-in are removed for good. Accounts with live sounds or uses waiting for a decision cannot be deleted; the server will say so.
                  </AlertDialogDescription>
                  <AlertDialogFooter>
                    <AlertDialogCancel>Cancel</AlertDialogCancel>
                    <AlertDialogAction danger onClick={() => void act(deleteUser(target))}>
                      Delete
                    </AlertDialogAction>
                  </AlertDialogFooter>
                </AlertDialogContent>
              </AlertDialog>
            </Section>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  )
}
