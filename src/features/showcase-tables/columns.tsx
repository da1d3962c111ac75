import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import type { DataTableRow } from '@/db/demo-schema'
import { DATATABLE_STATUS } from '@/lib/datatable-status'
import type { GridColumn } from './data-grid'

/** The data-table columns shared by the basic and the advanced page. */
export const PEOPLE_COLUMNS: GridColumn<DataTableRow>[] = [
  {
    key: 'full_name',
    header: 'Name',
    sortable: true,
    cell: (r) => (
      <span className="flex items-center gap-3">
        <Avatar name={r.full_name} size="sm" />
        <span>
          <span className="block font-medium whitespace-nowrap text-foreground">{r.full_name}</span>
          <span className="block text-xs text-muted-foreground">{r.post}</span>
        </span>
      </span>
    ),
  },
  { key: 'email', header: 'Email', sortable: true, cell: (r) => r.email },
  { key: 'city', header: 'City', sortable: true, cell: (r) => r.city },
  { key: 'start_date', header: 'Date', sortable: true, cell: (r) => <span className="whitespace-nowrap">{r.start_date}</span> },
  { key: 'salary', header: 'Salary', sortable: true, cell: (r) => r.salary },
  { key: 'age', header: 'Age', sortable: true, cell: (r) => r.age },
  { key: 'status', header: 'Status', sortable: true, cell: (r) => <Badge variant={DATATABLE_STATUS[r.status].tone}>{DATATABLE_STATUS[r.status].label}</Badge> },
]
