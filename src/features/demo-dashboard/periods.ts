/** Analytics period options (specification §9). */
export const PERIODS = ['Last 28 Days', 'Last Month', 'Last Year'] as const
export type Period = (typeof PERIODS)[number]

/** Revenue-report years (specification §9). */
export const REVENUE_YEARS = ['2020', '2019', '2018'] as const

// The cards answer one set of sample figures. So that picking a period or a year visibly does
// something, each option scales those figures by a fixed factor: the numbers stay sample
// values, and the same choice always shows the same numbers.
const PERIOD_FACTOR: Record<Period, number> = { 'Last 28 Days': 1, 'Last Month': 1.08, 'Last Year': 12.6 }
const YEAR_FACTOR: Record<string, number> = { '2020': 1, '2019': 0.86, '2018': 0.71 }

export function periodFactor(period: string): number {
  return PERIOD_FACTOR[period as Period] ?? 1
}

export function yearFactor(year: string): number {
  return YEAR_FACTOR[year] ?? 1
}

/** A sample figure for a period or year, rounded to whole units. */
export function scaled(value: number, factor: number): number {
  return Math.round(value * factor)
}

/** Parses figures the cards send as text, such as "25,852" or "786,617". */
export function parseFigure(value: string | number): number {
  if (typeof value === 'number') return value
  const n = Number(value.replace(/[^\d.-]/g, ''))
  return Number.isFinite(n) ? n : 0
}

/** The 2018–2020 earnings and expenses are scaled alike; expenses stay negative. */
export function scaleSeries(data: readonly number[], factor: number): number[] {
  return data.map((value) => scaled(value, factor))
}
