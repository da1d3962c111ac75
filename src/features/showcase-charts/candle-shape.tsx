import { COLORS } from './chart-theme'

export interface Candle {
  day: string
  open: number
  close: number
  low: number
  high: number
}

/**
 * Draws one candle inside the bar Recharts lays out for the low–high range: a thin wick over the
 * whole range and a body from open to close, green when the day closed up.
 */
export function CandleShape(props: { x?: number; y?: number; width?: number; height?: number; payload?: Candle }) {
  const { x = 0, y = 0, width = 0, height = 0, payload } = props
  if (!payload || payload.high === payload.low) return null
  const px = height / (payload.high - payload.low)
  const top = y + (payload.high - Math.max(payload.open, payload.close)) * px
  const body = Math.max(1, Math.abs(payload.open - payload.close) * px)
  const color = payload.close >= payload.open ? COLORS.success : COLORS.danger
  const mid = x + width / 2
  const bodyWidth = Math.min(12, width)
  return (
    <g>
      <line x1={mid} x2={mid} y1={y} y2={y + height} stroke={color} strokeWidth={1.5} />
      <rect x={mid - bodyWidth / 2} y={top} width={bodyWidth} height={body} fill={color} rx={1} />
    </g>
  )
}
