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
  contentStyle: { backgroundColor: 'var(--popover)', borderColor: 'var(--border)', borderRadius: 8, color: 'var(--popover-foreground)' },
  labelStyle: { color: 'var(--popover-foreground)', fontWeight: 600 },
  itemStyle: { color: 'var(--popover-foreground)' },
}

export const legendStyle = { wrapperStyle: { fontSize: 12 } }
