import { useState } from 'react'
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogTitle, AlertDialogTrigger } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'

const SIZES = { Small: 'max-w-sm', Default: 'max-w-lg', Large: 'max-w-3xl', 'Extra large': 'max-w-5xl' }
const TEXT = 'Biscuit powder jelly beans. Lollipop candy canes croissant icing chocolate cake. Cake fruitcake powder pudding pastry.'

function Simple({ label, className, title = label }: { label: string; className?: string; title?: string }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary">{label}</Button>
      </DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{TEXT}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Accept</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export function ModalsPage() {
  const [name, setName] = useState('')
  const [saved, setSaved] = useState('')
  const [deleted, setDeleted] = useState(false)
  return (
    <>
      <PageHeader title="Modals" description="Dialogs keep focus inside until closed (Escape or the close button) and give it back to the trigger." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic">
          <Simple label="Basic modal" />
        </SectionCard>
        <SectionCard title="Sizes">
          <div className="flex flex-wrap gap-2">
            {Object.entries(SIZES).map(([label, cls]) => (
              <Simple key={label} label={label} className={cls} title={`${label} modal`} />
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Position">
          <div className="flex flex-wrap gap-2">
            <Simple label="Top" className="top-8 translate-y-0" title="Top modal" />
            <Simple label="Scrolling content" title="Long content" className="max-h-[60dvh]" />
          </div>
        </SectionCard>
        <SectionCard title="Form in a modal" description={saved ? `Saved name: ${saved}` : undefined}>
          <Dialog>
            <DialogTrigger asChild>
              <Button>Edit name</Button>
            </DialogTrigger>
            <DialogContent>
              <form
                onSubmit={(e) => {
                  e.preventDefault()
                  setSaved(name)
                }}
              >
                <DialogHeader>
                  <DialogTitle>Edit name</DialogTitle>
                  <DialogDescription>Changes are kept on this page only.</DialogDescription>
                </DialogHeader>
                <div className="grid grid-cols-1 gap-1.5">
                  <Label htmlFor="modal-name">Name</Label>
                  <Input id="modal-name" value={name} onChange={(e) => setName(e.target.value)} />
                </div>
                <DialogFooter>
                  <DialogClose asChild>
                    <Button variant="secondary">Cancel</Button>
                  </DialogClose>
                  <DialogClose asChild>
                    <Button type="submit">Save</Button>
                  </DialogClose>
                </DialogFooter>
              </form>
            </DialogContent>
          </Dialog>
        </SectionCard>
        <SectionCard title="Confirmation" description={deleted ? 'The item was deleted.' : 'An alert dialog must be answered.'}>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="danger">Delete item</Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>Delete this item?</AlertDialogTitle>
              <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction danger onClick={() => setDeleted(true)}>Delete</AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </SectionCard>
      </div>
    </>
  )
}
