import { describe, expect, it } from 'vitest'
import { parseFigure, periodFactor, PERIODS, REVENUE_YEARS, scaled, scaleSeries, yearFactor } from './periods'

describe('dashboard periods', () => {
  it('offers the periods and years of the specification', () => {
    expect(PERIODS).toEqual(['Last 28 Days', 'Last Month', 'Last Year'])
    expect(REVENUE_YEARS).toEqual(['2020', '2019', '2018'])
  })

  it('shows the sample figures as they are for the first option and scales the others', () => {
    expect(scaled(163, periodFactor('Last 28 Days'))).toBe(163)
    expect(scaled(163, periodFactor('Last Year'))).toBeGreaterThan(163 * 10)
    expect(scaled(100, periodFactor('Last Month'))).toBe(108)
    expect(scaled(25852, yearFactor('2020'))).toBe(25852)
    expect(scaled(25852, yearFactor('2018'))).toBeLessThan(25852)
    expect(periodFactor('unknown')).toBe(1)
  })

  it('keeps expenses negative when a year is scaled', () => {
    expect(scaleSeries([95, -145], yearFactor('2019'))).toEqual([82, -125])
  })

  it('reads figures sent as text', () => {
    expect(parseFigure('25,852')).toBe(25852)
    expect(parseFigure('$1,204.50')).toBe(1204.5)
    expect(parseFigure(12)).toBe(12)
    expect(parseFigure('n/a')).toBe(0)
  })
})
