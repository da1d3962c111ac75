/** One measured figure, compared with a peer measured side by side in the same run. */
export interface BenchRow {
  group: string
  name: string
  value: number
  unit: string
  peerName?: string
  peer?: number
  /** value / peer (lower is better unless the goal says otherwise). */
  ratio?: number
  /** Human-readable goal, e.g. "< 1.8x" or ">= 95". */
  goal?: string
  met?: boolean
  detail?: string
}

export function median(values: number[]): number {
  return percentile(values, 50)
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = (p / 100) * (sorted.length - 1)
  const lo = Math.floor(rank)
  const hi = Math.ceil(rank)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo)
}

/** A row with a ratio goal: met when value / peer is under the limit. */
export function ratioRow(row: Omit<BenchRow, 'ratio' | 'met' | 'goal'> & { peer: number; maxRatio?: number }): BenchRow {
  const ratio = row.value / row.peer
  const { maxRatio, ...rest } = row
  return {
    ...rest,
    ratio,
    ...(maxRatio !== undefined ? { goal: `< ${maxRatio}x`, met: ratio < maxRatio } : {}),
  }
}

export const round = (n: number, digits = 2) => Number(n.toFixed(digits))
