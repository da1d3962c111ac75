import { Copy, CreditCard, Gift, Share2, ShieldCheck, UserPen } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/lib/notify'
import { copyText } from '@/lib/copy-text'
import { applyCardMask } from './card-mask'
import { OtpInput } from './otp-input'

export interface ExampleModal {
  id: string
  title: string
  text: string
  icon: typeof Share2
  body: () => ReactNode
}

function FormModal({ title, description, submit, children }: { title: string; description: string; submit: string; children: ReactNode }) {
  return (
    <form onSubmit={(e) => { e.preventDefault(); toast.success(`${title}: done (kept on this page only)`) }}>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
      <DialogFooter>
        <DialogClose asChild><Button variant="secondary">Cancel</Button></DialogClose>
        <DialogClose asChild><Button type="submit">{submit}</Button></DialogClose>
      </DialogFooter>
    </form>
  )
}

function CardBody() {
  const [card, setCard] = useState('')
  return (
    <FormModal title="Add new card" description="Add a card for future billing." submit="Add card">
      <Field label="Card number" htmlFor="m-card" className="sm:col-span-2"><Input id="m-card" inputMode="numeric" autoComplete="cc-number" value={card} onChange={(e) => setCard(applyCardMask(e.target.value))} placeholder="1356 3215 6548 7898" /></Field>
      <Field label="Name on card" htmlFor="m-card-name"><Input id="m-card-name" autoComplete="cc-name" /></Field>
      <Field label="Expiry (MM/YY)" htmlFor="m-card-exp"><Input id="m-card-exp" autoComplete="cc-exp" placeholder="08/28" /></Field>
    </FormModal>
  )
}

function TwoFactorBody() {
  const [code, setCode] = useState('')
  return (
    <FormModal title="Enable two-factor authentication" description="Enter the 6-digit code from your authenticator app." submit="Verify">
      <div className="sm:col-span-2"><OtpInput value={code} onChange={setCode} /></div>
    </FormModal>
  )
}

function ShareBody() {
  const people = ['Nadia Okafor', 'Theo Lindqvist', 'Mila Fontaine']
  return (
    <>
      <DialogHeader>
        <DialogTitle>Share project</DialogTitle>
        <DialogDescription>Share the project with a team member.</DialogDescription>
      </DialogHeader>
      <Field label="Add members" htmlFor="m-share"><Input id="m-share" placeholder="Name or e-mail" /></Field>
      <ul className="mt-4 grid grid-cols-1 gap-3">
        {people.map((p, i) => (
          <li key={p} className="flex items-center gap-3 text-sm">
            <Avatar name={p} size="sm" />
            <span className="flex-1 font-medium">{p}</span>
            <NativeSelect aria-label={`Access for ${p}`} defaultValue={i ? 'Can view' : 'Owner'} className="w-32">
              {['Owner', 'Can edit', 'Can view'].map((a) => <option key={a}>{a}</option>)}
            </NativeSelect>
          </li>
        ))}
      </ul>
      <DialogFooter><DialogClose asChild><Button>Done</Button></DialogClose></DialogFooter>
    </>
  )
}

function ReferBody() {
  const link = 'https://portal.example.com/ref/alexmorgan'
  return (
    <>
      <DialogHeader>
        <DialogTitle>Refer and earn</DialogTitle>
        <DialogDescription>Invite a friend and get $10 when they fund their first campaign.</DialogDescription>
      </DialogHeader>
      <Field label="Your referral link" htmlFor="m-ref">
        <div className="flex gap-2">
          <Input id="m-ref" readOnly value={link} />
          <Button aria-label="Copy referral link" onClick={() => void copyText(link).then((ok) => toast[ok ? 'success' : 'error'](ok ? 'Link copied' : 'The browser did not allow copying'))}><Copy size={16} aria-hidden /></Button>
        </div>
      </Field>
      <DialogFooter><DialogClose asChild><Button variant="secondary">Close</Button></DialogClose></DialogFooter>
    </>
  )
}

export const EXAMPLE_MODALS: ExampleModal[] = [
  { id: 'share', title: 'Share project', text: 'Invite people to a project and set their access.', icon: Share2, body: () => <ShareBody /> },
  { id: 'card', title: 'Add new card', text: 'A billing form with a masked card number.', icon: CreditCard, body: () => <CardBody /> },
  {
    id: 'user', title: 'Edit user', text: 'Update a user’s details.', icon: UserPen,
    body: () => (
      <FormModal title="Edit user information" description="Updating user details will receive a privacy audit." submit="Save">
        <Field label="First name" htmlFor="m-first"><Input id="m-first" defaultValue="Alex" /></Field>
        <Field label="Last name" htmlFor="m-last"><Input id="m-last" defaultValue="Morgan" /></Field>
        <Field label="E-mail" htmlFor="m-email" className="sm:col-span-2"><Input id="m-email" type="email" defaultValue="alex.morgan@example.com" /></Field>
      </FormModal>
    ),
  },
  { id: '2fa', title: 'Two-factor authentication', text: 'Turn on sign-in codes with a one-time-code field.', icon: ShieldCheck, body: () => <TwoFactorBody /> },
  { id: 'refer', title: 'Refer and earn', text: 'Share a referral link.', icon: Gift, body: () => <ReferBody /> },
]

export function ExampleModalDialog({ modal, open, onOpenChange }: { modal: ExampleModal; open: boolean; onOpenChange: (o: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">{modal.body()}</DialogContent>
    </Dialog>
  )
}
