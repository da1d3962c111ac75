import { AtSign, ChevronDown, DollarSign, Search } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { Label } from '@/components/ui/label'
import { SectionCard } from '@/components/ui/section-card'
import { cn } from '@/lib/cn'

const group = 'flex h-10 items-stretch overflow-hidden rounded-lg border border-input bg-card focus-within:outline-2 focus-within:outline-brand-600/40'
const addon = 'flex items-center bg-muted px-3 text-sm text-muted-foreground'
const bare = 'min-w-0 flex-1 bg-transparent px-3 text-sm text-foreground outline-none placeholder:text-slate-400'

function Group({ label, id, before, after, placeholder, merge }: { label: string; id: string; before?: ReactNode; after?: ReactNode; placeholder?: string; merge?: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className={group}>
        {before ? <span className={cn(addon, merge ? 'bg-transparent pr-0' : 'border-r border-input')}>{before}</span> : null}
        <input id={id} className={bare} placeholder={placeholder} />
        {after ? <span className={cn(addon, merge ? 'bg-transparent pl-0' : 'border-l border-input')}>{after}</span> : null}
      </div>
    </div>
  )
}

export function InputGroupPage() {
  const [currency, setCurrency] = useState('USD')
  return (
    <>
      <PageHeader title="Input Group" description="Inputs with text, icons, buttons or menus before or after them." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Text and icon add-ons">
          <div className="grid grid-cols-1 gap-4">
            <Group id="ig-user" label="Username" before={<AtSign size={16} aria-hidden />} placeholder="alexmorgan" />
            <Group id="ig-site" label="Your site" before="https://" after=".example.com" placeholder="studio" />
            <Group id="ig-amount" label="Amount" before={<DollarSign size={16} aria-hidden />} after=".00" placeholder="100" />
          </div>
        </SectionCard>
        <SectionCard title="Merged">
          <div className="grid grid-cols-1 gap-4">
            <Group id="ig-search" label="Search" merge before={<Search size={16} aria-hidden />} placeholder="Search sounds" />
            <Group id="ig-mail" label="E-mail" merge after="@example.com" placeholder="alex" />
          </div>
        </SectionCard>
        <SectionCard title="Buttons and menus">
          <div className="grid grid-cols-1 gap-4">
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="ig-btn">Invite</Label>
              <div className={group}>
                <input id="ig-btn" className={bare} placeholder="friend@example.com" />
                <Button className="h-full rounded-none">Send</Button>
              </div>
            </div>
            <div className="grid grid-cols-1 gap-1.5">
              <Label htmlFor="ig-price">Price</Label>
              <div className={group}>
                <DropdownMenu>
                  <DropdownMenuTrigger className={cn(addon, 'gap-1 border-r border-input')} aria-label={`Currency: ${currency}`}>
                    {currency} <ChevronDown size={14} aria-hidden />
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="start">
                    {['USD', 'EUR', 'GBP', 'NGN'].map((c) => <DropdownMenuItem key={c} onSelect={() => setCurrency(c)}>{c}</DropdownMenuItem>)}
                  </DropdownMenuContent>
                </DropdownMenu>
                <input id="ig-price" className={bare} inputMode="decimal" placeholder="0.00" />
              </div>
            </div>
          </div>
        </SectionCard>
        <SectionCard title="Checkbox add-on">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="ig-check-text">Remember this note</Label>
            <div className={group}>
              <span className={cn(addon, 'border-r border-input')}>
                <Checkbox aria-label="Remember" />
              </span>
              <input id="ig-check-text" className={bare} placeholder="A note" />
            </div>
          </div>
        </SectionCard>
      </div>
    </>
  )
}
