import Papa from 'papaparse'
import type { DataTableRow } from '@/db/demo-schema'
import { DATATABLE_STATUS } from '@/lib/datatable-status'

export type Cell = string | number
export interface TableData {
  columns: string[]
  rows: Cell[][]
}

/** The exported columns of a data-table row. */
export const EXPORT_COLUMNS: { header: string; value: (row: DataTableRow) => Cell; width: number }[] = [
  { header: 'Name', value: (r) => r.full_name, width: 22 },
  { header: 'Email', value: (r) => r.email, width: 32 },
  { header: 'Post', value: (r) => r.post, width: 24 },
  { header: 'City', value: (r) => r.city, width: 14 },
  { header: 'Start date', value: (r) => r.start_date, width: 12 },
  { header: 'Salary', value: (r) => r.salary, width: 12 },
  { header: 'Age', value: (r) => r.age, width: 6 },
  { header: 'Experience', value: (r) => r.experience, width: 12 },
  { header: 'Status', value: (r) => DATATABLE_STATUS[r.status].label, width: 12 },
]

export function rowsToCsv(rows: DataTableRow[]): string {
  return Papa.unparse({ fields: EXPORT_COLUMNS.map((c) => c.header), data: rows.map((r) => EXPORT_COLUMNS.map((c) => c.value(r))) })
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  // The download has started; the URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

export type ExportFormat = 'csv' | 'xlsx'

/** Saves rows as a CSV or XLSX file named `${baseName}.${format}`. The XLSX writer loads on first use. */
export async function exportRows(rows: DataTableRow[], format: ExportFormat, baseName: string): Promise<void> {
  const fileName = `${baseName.trim() || 'export'}.${format}`
  if (format === 'csv') {
    downloadBlob(new Blob([rowsToCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileName)
    return
  }
  const { default: writeXlsxFile } = await import('write-excel-file/browser')
  const blob = await writeXlsxFile(rows, {
    columns: EXPORT_COLUMNS.map((c) => ({ header: c.header, cell: (r: DataTableRow) => c.value(r), width: c.width })),
  }).toBlob()
  downloadBlob(blob, fileName)
}

/** Reads a CSV or XLSX file into a header row and data rows; the first row holds the column names. */
export async function readTableFile(file: File): Promise<TableData> {
  const isExcel = /\.xlsx$/i.test(file.name) || file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
  let grid: Cell[][]
  if (isExcel) {
    const { readSheet } = await import('read-excel-file/browser')
    const data = await readSheet(file)
    grid = data.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : typeof cell === 'number' ? cell : String(cell))))
  } else {
    const text = await file.text()
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true })
    if (parsed.errors.length && !parsed.data.length) throw new Error(parsed.errors[0]?.message ?? 'The file could not be read.')
    grid = parsed.data
  }
  const [head, ...rows] = grid
  if (!head?.length) throw new Error('The file is empty.')
  return { columns: head.map((h, i) => String(h || `Column ${i + 1}`)), rows }
}
