import type { DataTableRow } from '@/db/demo-schema'
import { useDemoQuery } from '@/lib/demo-query'

/** All 100 data-table rows of the demo API. */
export function useDataTableRows() {
  return useDemoQuery<DataTableRow[]>('/api/datatables/initial-data')
}
