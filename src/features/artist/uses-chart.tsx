import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'

const tick = { fill: 'currentColor', fontSize: 12 }

export interface DailyUses {
  day: string
  submitted: number
  approved: number
}

/** Videos submitted and approved per day (the chart library loads with this file only). */
export function UsesChart({ daily }: { daily: DailyUses[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={daily} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
        <CartesianGrid stroke="currentColor" strokeOpacity={0.12} vertical={false} />
        <XAxis dataKey="day" tick={tick} interval="preserveStartEnd" minTickGap={16} />
        <YAxis allowDecimals={false} tick={tick} />
        <Tooltip contentStyle={{ borderRadius: 8 }} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="submitted" name="Submitted" fill="#a78bfa" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="approved" name="Approved" fill="#6d28d9" radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  )
}
