// One palette for every demo chart; readable on the light and the dark card.
export const CHART = {
  brand: '#7c3aed',
  brandSoft: '#c4b5fd',
  success: '#10b981',
  warning: '#f59e0b',
  danger: '#ef4444',
  info: '#0ea5e9',
  muted: '#94a3b8',
  // The unfilled part of radial charts: visible on the light and the dark card alike.
  track: 'rgba(148, 163, 184, 0.3)',
} as const

export const axisTick = { fill: 'currentColor', fontSize: 12 }
