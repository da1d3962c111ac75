// One palette for the chart pages; each colour reads on the light and on the dark card.
export const COLORS = {
  brand: '#7c3aed',
  brandSoft: '#c4b5fd',
  success: '#10b981',
  warning: '#f59e0b',
  danger: '#ef4444',
  info: '#0ea5e9',
  muted: '#94a3b8',
  pink: '#ec4899',
} as const

export const PALETTE = [COLORS.brand, COLORS.success, COLORS.warning, COLORS.info, COLORS.danger, COLORS.pink, COLORS.muted]

export const tick = { fill: 'currentColor', fontSize: 12 }
export const grid = { stroke: 'currentColor', strokeOpacity: 0.12 }

/** The tooltip box follows the theme through CSS variables set on the chart frame. */
export const tooltipStyle = {
  contentStyle: { backgroundColor: 'var(--chart-tip-bg)', borderColor: 'var(--chart-tip-border)', borderRadius: 8, color: 'var(--chart-tip-fg)' },
  labelStyle: { color: 'var(--chart-tip-fg)', fontWeight: 600 },
  itemStyle: { color: 'var(--chart-tip-fg)' },
}

export const legendStyle = { wrapperStyle: { fontSize: 12 } }
