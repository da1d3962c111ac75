import { Check, X } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Card, PageHeader } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { Table, TableHead, TableRow, Td, Th } from '@/components/ui/table'

const ROWS: [string, boolean, boolean][] = [
  ['Use in one end product', true, true],
  ['Use in a product given away for free', true, true],
  ['Use in a product sold to end users', false, true],
  ['Use in a SaaS product with paying users', false, true],
  ['Modify the item', true, true],
  ['Resell the item on its own', false, false],
]

function Mark({ on, label }: { on: boolean; label: string }) {
  return on ? <Check size={18} aria-label={`${label}: allowed`} className="text-emerald-700" /> : <X size={18} aria-label={`${label}: not allowed`} className="text-red-600" />
}

export function LicensePage() {
  return (
    <>
      <PageHeader title="License" description="What each licence allows. Sample terms for the template page." />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Card>
          <Badge>Regular licence</Badge>
          <p className="mt-3 text-3xl font-bold text-foreground">$29</p>
          <p className="mt-2 text-sm text-muted-foreground">Use, by you or one client, in a single end product which end users are not charged for.</p>
        </Card>
        <Card>
          <Badge variant="success">Extended licence</Badge>
          <p className="mt-3 text-3xl font-bold text-foreground">$299</p>
          <p className="mt-2 text-sm text-muted-foreground">Use, by you or one client, in a single end product which end users can be charged for.</p>
        </Card>
        <SectionCard title="Compare licences" className="md:col-span-2">
          <Table>
            <caption className="sr-only">What the regular and the extended licence allow</caption>
            <TableHead>
              <tr><Th>Usage</Th><Th>Regular</Th><Th>Extended</Th></tr>
            </TableHead>
            <tbody>
              {ROWS.map(([usage, regular, extended]) => (
                <TableRow key={usage}>
                  <Td>{usage}</Td>
                  <Td><Mark on={regular} label={`${usage}, regular licence`} /></Td>
                  <Td><Mark on={extended} label={`${usage}, extended licence`} /></Td>
                </TableRow>
              ))}
            </tbody>
          </Table>
        </SectionCard>
        <SectionCard title="Your licence" className="md:col-span-2">
          <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
            <div><dt className="font-semibold">Licence key</dt><dd className="font-mono text-muted-foreground">VX-4F2A-91C7-DEMO</dd></div>
            <div><dt className="font-semibold">Type</dt><dd className="text-muted-foreground">Extended</dd></div>
            <div><dt className="font-semibold">Support until</dt><dd className="text-muted-foreground">31 December 2026</dd></div>
          </dl>
        </SectionCard>
      </div>
    </>
  )
}
