import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet'

const SIDES = ['left', 'right', 'top', 'bottom'] as const

export function OffcanvasPage() {
  return (
    <>
      <PageHeader title="Offcanvas" description="Panels that slide in from an edge. Focus stays inside until they close." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Placement">
          <div className="flex flex-wrap gap-2">
            {SIDES.map((side) => (
              <Sheet key={side}>
                <SheetTrigger asChild>
                  <Button variant="outline" className="capitalize">{side}</Button>
                </SheetTrigger>
                <SheetContent side={side}>
                  <SheetHeader>
                    <SheetTitle className="capitalize">Offcanvas {side}</SheetTitle>
                    <SheetDescription>Continuously morph sweet roll pudding. Chocolate bar jelly-o lollipop toffee.</SheetDescription>
                  </SheetHeader>
                  <SheetFooter>
                    <SheetClose asChild>
                      <Button variant="secondary">Close</Button>
                    </SheetClose>
                  </SheetFooter>
                </SheetContent>
              </Sheet>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="Without backdrop, with a form">
          <Sheet modal={false}>
            <SheetTrigger asChild>
              <Button>Open settings</Button>
            </SheetTrigger>
            <SheetContent overlay={false}>
              <SheetHeader>
                <SheetTitle>Settings</SheetTitle>
                <SheetDescription>The page behind stays visible.</SheetDescription>
              </SheetHeader>
              <div className="grid grid-cols-1 gap-1.5">
                <Label htmlFor="oc-name">Display name</Label>
                <Input id="oc-name" defaultValue="Alex Morgan" />
              </div>
              <SheetFooter>
                <SheetClose asChild>
                  <Button>Save</Button>
                </SheetClose>
              </SheetFooter>
            </SheetContent>
          </Sheet>
        </SectionCard>
      </div>
    </>
  )
}
