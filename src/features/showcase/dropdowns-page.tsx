import { ChevronDown, LogOut, Settings, User } from 'lucide-react'
import { useState } from 'react'
import { Button, type ButtonProps } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { DropdownMenu, DropdownMenuCheckboxItem, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { SectionCard } from '@/components/ui/section-card'

function Basic({ label, variant, side }: { label: string; variant?: ButtonProps['variant']; side?: 'top' | 'right' | 'bottom' | 'left' }) {
  const [picked, setPicked] = useState<string | null>(null)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant={variant}>
          {picked ?? label} <ChevronDown size={16} aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent side={side}>
        {['Option 1', 'Option 2', 'Option 3'].map((o) => (
          <DropdownMenuItem key={o} onSelect={() => setPicked(o)}>{o}</DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled>Disabled option</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export function DropdownsPage() {
  const [cols, setCols] = useState({ name: true, email: true, city: false })
  return (
    <>
      <PageHeader title="Dropdowns" description="Menus opened from a button; arrow keys move, Enter picks, Escape closes." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Variants" description="Picking an option shows it on the button.">
          <div className="flex flex-wrap gap-2">
            <Basic label="Primary" />
            <Basic label="Secondary" variant="secondary" />
            <Basic label="Outline" variant="outline" />
            <Basic label="Success" variant="success" />
          </div>
        </SectionCard>
        <SectionCard title="Directions">
          <div className="flex flex-wrap gap-2">
            <Basic label="Drop up" variant="secondary" side="top" />
            <Basic label="Drop right" variant="secondary" side="right" />
            <Basic label="Drop left" variant="secondary" side="left" />
          </div>
        </SectionCard>
        <SectionCard title="Icons and labels">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="secondary">Account <ChevronDown size={16} aria-hidden /></Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              <DropdownMenuLabel>Signed in as Alex</DropdownMenuLabel>
              <DropdownMenuItem><User size={16} aria-hidden /> Profile</DropdownMenuItem>
              <DropdownMenuItem><Settings size={16} aria-hidden /> Settings</DropdownMenuItem>
              <DropdownMenuSeparator />
              <DropdownMenuItem><LogOut size={16} aria-hidden /> Sign out</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </SectionCard>
        <SectionCard title="Checkbox items" description={`Visible columns: ${Object.entries(cols).filter(([, v]) => v).map(([k]) => k).join(', ') || 'none'}`}>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">Columns <ChevronDown size={16} aria-hidden /></Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start">
              {(Object.keys(cols) as (keyof typeof cols)[]).map((key) => (
                <DropdownMenuCheckboxItem key={key} checked={cols[key]} onCheckedChange={(v) => setCols((c) => ({ ...c, [key]: v === true }))} onSelect={(e) => e.preventDefault()} className="capitalize">
                  {key}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        </SectionCard>
      </div>
    </>
  )
}
