import { MoreVertical, Pencil, Trash2 } from 'lucide-react'
import { Avatar } from '@/components/ui/avatar'
import { Badge, type BadgeVariant } from '@/components/ui/badge'
import { PageHeader } from '@/components/ui/card'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { SectionCard } from '@/components/ui/section-card'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'
import { cn } from '@/lib/cn'

const PROJECTS: [string, string, string[], string, BadgeVariant][] = [
  ['Summer Hook campaign', 'Peter Charls', ['Nadia Okafor', 'Theo Lindqvist', 'Mila Fontaine'], 'Active', 'default'],
  ['Night Drive remix', 'Ronald Frest', ['Ezra Novak', 'Priya Chandra'], 'Completed', 'success'],
  ['Duet ad: Brightwave', 'Jack Obes', ['Owen Mercer', 'Lena Quinn', 'Hugo Ramos'], 'Scheduled', 'info'],
  ['Lo-fi loop pack', 'Jerry Milton', ['Jade Keller', 'Cole Mercer'], 'Pending', 'warning'],
]

type Variant = 'default' | 'striped' | 'bordered' | 'hover' | 'compact' | 'dark'

function ProjectsTable({ variant, caption }: { variant: Variant; caption: string }) {
  const cell = cn(variant === 'compact' && 'py-1.5', variant === 'bordered' && 'border border-border')
  // The "dark" head is dark in both themes; in dark it goes below the card's colour so it still shows.
  return (
    <Table className={cn(variant === 'bordered' && 'border-collapse')}>
      <caption className="sr-only">{caption}</caption>
      <TableHead className={cn(variant === 'dark' && 'bg-slate-800 text-slate-100 dark:bg-slate-950')}>
        <tr>
          {['Project', 'Client', 'Users', 'Status', 'Actions'].map((h) => <Th key={h} className={cell}>{h}</Th>)}
        </tr>
      </TableHead>
      <tbody>
        {PROJECTS.map(([project, client, users, status, tone], i) => (
          <TableRow key={project} className={cn(variant === 'striped' && i % 2 === 0 && 'bg-muted/60', variant === 'hover' && 'hover:bg-accent/60')}>
            <Td className={cn(cell, 'font-medium whitespace-nowrap text-foreground')}>{project}</Td>
            <Td className={cell}>{client}</Td>
            <Td className={cell}>
              <span className="flex -space-x-2">
                {users.map((u) => <Avatar key={u} name={u} size="sm" className="ring-2 ring-card" />)}
              </span>
            </Td>
            <Td className={cell}><Badge variant={tone}>{status}</Badge></Td>
            <Td className={cell}>
              <DropdownMenu>
                <DropdownMenuTrigger className="rounded-md p-1.5 text-slate-500 hover:bg-accent" aria-label={`Actions for ${project}`}>
                  <MoreVertical size={16} aria-hidden />
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuItem><Pencil size={14} aria-hidden /> Edit</DropdownMenuItem>
                  <DropdownMenuItem><Trash2 size={14} aria-hidden /> Delete</DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </Td>
          </TableRow>
        ))}
      </tbody>
    </Table>
  )
}

const SECTIONS: [Variant, string, string][] = [
  ['default', 'Basic table', 'Rows separated by rules.'],
  ['dark', 'Dark table head', 'A contrasting header row.'],
  ['striped', 'Striped rows', 'Every other row shaded.'],
  ['bordered', 'Bordered table', 'Borders on every cell.'],
  ['hover', 'Hoverable rows', 'The row under the pointer is highlighted.'],
  ['compact', 'Small table', 'Less padding, more rows on screen.'],
]

export function TablesPage() {
  return (
    <>
      <PageHeader title="Tables" description="Plain tables in their usual styles. Wide tables scroll sideways on small screens." />
      <div className="grid grid-cols-1 gap-6">
        {SECTIONS.map(([variant, title, description]) => (
          <SectionCard key={variant} title={title} description={description}>
            <ProjectsTable variant={variant} caption={title} />
          </SectionCard>
        ))}
      </div>
    </>
  )
}
