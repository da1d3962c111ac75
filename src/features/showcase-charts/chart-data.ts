// Fixed sample series for the chart pages (sample values, not real figures).
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pick = (values: number[]) => values.map((v, i) => ({ month: MONTHS[i % 12] ?? '', value: v }))

export const BALANCE = pick([280, 200, 220, 180, 270, 250, 70, 90, 200, 150, 160, 100])
export const TRAFFIC = MONTHS.slice(0, 9).map((month, i) => ({ month, sales: [100, 120, 90, 170, 130, 160, 140, 240, 220][i] ?? 0, visits: [60, 80, 70, 110, 80, 100, 90, 180, 160][i] ?? 0, clicks: [20, 40, 30, 70, 40, 60, 50, 140, 120][i] ?? 0 }))
export const STACKED = ['7/12', '8/12', '9/12', '10/12', '11/12', '12/12', '13/12', '14/12', '15/12', '16/12'].map((day, i) => ({ day, apple: [90, 120, 55, 100, 80, 125, 175, 70, 88, 180][i] ?? 0, samsung: [85, 100, 30, 40, 95, 90, 30, 110, 62, 20][i] ?? 0 }))
export const COUNTRIES = [['India', 880], ['Canada', 820], ['Nigeria', 760], ['Brazil', 610], ['Japan', 520], ['Germany', 480], ['Kenya', 350]].map(([name, value]) => ({ name: String(name), value: Number(value) }))
export const DEVICES = [{ name: 'Desktop', value: 58.6 }, { name: 'Mobile', value: 34.9 }, { name: 'Tablet', value: 6.5 }]
export const SKILLS = ['Battery', 'Brand', 'Camera', 'Memory', 'Storage', 'Display'].map((skill, i) => ({ skill, a: [41, 64, 81, 60, 42, 42][i] ?? 0, b: [65, 46, 42, 25, 58, 63][i] ?? 0 }))
export const SCATTER_A = [[5.4, 170], [5.4, 100], [6.3, 191], [6.4, 120], [7.0, 150], [7.6, 210], [8.1, 175], [9.0, 230], [10.2, 180], [11.0, 260]].map(([x, y]) => ({ x, y }))
export const SCATTER_B = [[5.8, 80], [6.1, 90], [6.9, 60], [7.3, 110], [8.0, 130], [8.7, 95], [9.5, 140], [10.5, 120], [11.2, 150]].map(([x, y]) => ({ x, y }))
export const BUBBLES = Array.from({ length: 14 }, (_, i) => ({ x: 10 + ((i * 37) % 90), y: 20 + ((i * 53) % 150), z: 40 + ((i * 71) % 260) }))
export const GOALS = [{ name: 'Sales', value: 83, fill: '#7c3aed' }, { name: 'Sign-ups', value: 64, fill: '#10b981' }, { name: 'Uses', value: 48, fill: '#f59e0b' }, { name: 'Payouts', value: 31, fill: '#0ea5e9' }]
export const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day, i) => ({ day, uses: [420, 380, 510, 460, 620, 780, 700][i] ?? 0, approvals: [300, 310, 420, 380, 540, 610, 580][i] ?? 0, rate: [71, 82, 82, 83, 87, 78, 83][i] ?? 0 }))
export const CANDLES = Array.from({ length: 16 }, (_, i) => {
  const open = 60 + ((i * 17) % 25)
  const close = open + (((i * 29) % 21) - 10)
  return { day: `D${i + 1}`, open, close, low: Math.min(open, close) - 4 - (i % 5), high: Math.max(open, close) + 3 + (i % 4) }
})
