import { Copy, Pencil, Share2, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/ui/card'
import { ContextMenu, ContextMenuCheckboxItem, ContextMenuContent, ContextMenuItem, ContextMenuLabel, ContextMenuRadioGroup, ContextMenuRadioItem, ContextMenuSeparator, ContextMenuShortcut, ContextMenuSub, ContextMenuSubContent, ContextMenuSubTrigger, ContextMenuTrigger } from '@/components/ui/context-menu'
import { SectionCard } from '@/components/ui/section-card'

const area = 'flex h-40 items-center justify-center rounded-xl border-2 border-dashed border-input text-sm text-muted-foreground select-none'

export function ContextMenuPage() {
  const [last, setLast] = useState('nothing yet')
  const [grid, setGrid] = useState(true)
  const [size, setSize] = useState('medium')
  return (
    <>
      <PageHeader title="Context Menu" description="Right-click (or long-press, or Shift+F10 on a focused area) to open a menu." />
      <p className="mb-4 text-sm text-muted-foreground" aria-live="polite" data-testid="context-last">Last action: {last}</p>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Basic">
          <ContextMenu>
            <ContextMenuTrigger className={area} tabIndex={0} aria-label="Basic context menu area">Right-click here</ContextMenuTrigger>
            <ContextMenuContent>
              <ContextMenuItem onSelect={() => setLast('Edit')}><Pencil size={14} aria-hidden /> Edit <ContextMenuShortcut>⌘E</ContextMenuShortcut></ContextMenuItem>
              <ContextMenuItem onSelect={() => setLast('Copy')}><Copy size={14} aria-hidden /> Copy <ContextMenuShortcut>⌘C</ContextMenuShortcut></ContextMenuItem>
              <ContextMenuSub>
                <ContextMenuSubTrigger><Share2 size={14} aria-hidden /> Share</ContextMenuSubTrigger>
                <ContextMenuSubContent>
                  <ContextMenuItem onSelect={() => setLast('Share by e-mail')}>E-mail</ContextMenuItem>
                  <ContextMenuItem onSelect={() => setLast('Share a link')}>Copy link</ContextMenuItem>
                </ContextMenuSubContent>
              </ContextMenuSub>
              <ContextMenuSeparator />
              <ContextMenuItem onSelect={() => setLast('Delete')} className="text-destructive"><Trash2 size={14} aria-hidden /> Delete</ContextMenuItem>
            </ContextMenuContent>
          </ContextMenu>
        </SectionCard>
        <SectionCard title="Checkbox and radio items" description={`Grid ${grid ? 'shown' : 'hidden'}, ${size} icons.`}>
          <ContextMenu>
            <ContextMenuTrigger className={area} tabIndex={0} aria-label="View options area">Right-click for view options</ContextMenuTrigger>
            <ContextMenuContent>
              <ContextMenuLabel>View</ContextMenuLabel>
              <ContextMenuCheckboxItem checked={grid} onCheckedChange={(v) => setGrid(v === true)}>Show grid</ContextMenuCheckboxItem>
              <ContextMenuSeparator />
              <ContextMenuLabel>Icon size</ContextMenuLabel>
              <ContextMenuRadioGroup value={size} onValueChange={setSize}>
                {['small', 'medium', 'large'].map((s) => (
                  <ContextMenuRadioItem key={s} value={s} className="capitalize">{s}</ContextMenuRadioItem>
                ))}
              </ContextMenuRadioGroup>
            </ContextMenuContent>
          </ContextMenu>
        </SectionCard>
      </div>
    </>
  )
}
