import { Button } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/card'
import { HoverCard, HoverCardContent, HoverCardTrigger } from '@/components/ui/hover-card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { SectionCard } from '@/components/ui/section-card'

const SIDES = ['top', 'right', 'bottom', 'left'] as const

export function PopoversPage() {
  return (
    <>
      <PageHeader title="Popovers" description="Small panels opened from a button; Escape or a click outside closes them." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Positions">
          <div className="flex flex-wrap gap-2">
            {SIDES.map((side) => (
              <Popover key={side}>
                <PopoverTrigger asChild>
                  <Button variant="outline" className="capitalize">Popover on {side}</Button>
                </PopoverTrigger>
                <PopoverContent side={side} arrow>
                  <p className="font-semibold">Popover {side}</p>
                  <p className="mt-1 text-muted-foreground">Macaroon chocolate candy. I love carrot cake gingerbread cake.</p>
                </PopoverContent>
              </Popover>
            ))}
          </div>
        </SectionCard>
        <SectionCard title="With a form">
          <Popover>
            <PopoverTrigger asChild>
              <Button>Set dimensions</Button>
            </PopoverTrigger>
            <PopoverContent>
              <div className="grid grid-cols-1 gap-3">
                <p className="font-semibold">Dimensions</p>
                <div className="grid grid-cols-1 gap-1">
                  <Label htmlFor="pop-width">Width</Label>
                  <Input id="pop-width" defaultValue="100%" />
                </div>
                <div className="grid grid-cols-1 gap-1">
                  <Label htmlFor="pop-height">Height</Label>
                  <Input id="pop-height" defaultValue="25px" />
                </div>
                <PopoverClose asChild>
                  <Button size="sm">Done</Button>
                </PopoverClose>
              </div>
            </PopoverContent>
          </Popover>
        </SectionCard>
        <SectionCard title="Hover card" description="Opens on hover or keyboard focus of the link.">
          <HoverCard openDelay={150}>
            <HoverCardTrigger asChild>
              <a href="#nadia" className="font-medium text-primary underline">@nadiamakesbeats</a>
            </HoverCardTrigger>
            <HoverCardContent>
              <p className="font-semibold">Nadia Okafor</p>
              <p className="text-muted-foreground">Producer. Twelve hooks under fifteen seconds, all cleared for short videos.</p>
            </HoverCardContent>
          </HoverCard>
        </SectionCard>
      </div>
    </>
  )
}
