import type { DataTableRow } from '@/db/demo-schema'

/**
 * Labels of the data-table row status numbers. The specification leaves them open (§9); these are
 * the admin template's own labels, shared by the data-table and import/export demo pages.
 */
export const DATATABLE_STATUS: Record<DataTableRow['status'], { label: string; tone: 'default' | 'success' | 'danger' | 'warning' | 'info' }> = {
  1: { label: 'Current', tone: 'default' },
  2: { label: 'Professional', tone: 'success' },
  3: { label: 'Rejected', tone: 'danger' },
  4: { label: 'Resigned', tone: 'warning' },
  5: { label: 'Applied', tone: 'info' },
}
