import { useDemoQuery } from '@/lib/demo-query'

type Series = { name?: string; data: number[] }[]

export interface CardAnalytics {
  'support-tracker': { title: string; lastDays: string[]; totalTicket: number; newTicket: number; openTicket: number; responseTime: number }
  'avg-sessions': { sessions: number; lastDays: string[]; growth: string; goal: number; users: number; retention: number; duration: number; salesBar: { series: Series } }
  'revenue-report': { years: string[]; price: string; budget: string; revenueReport: { series: Series }; budgetChart: { series: Series } }
  'goal-overview': { completed: string; inProgress: string; series: number[] }
  revenue: { thisMonth: number; lastMonth: number; series: Series }
  'product-orders': { last_days: string[]; chart_info: { finished: number; pending: number; rejected: number }; series: number[] }
  'sessions-device': { last_days: string[]; chart_info: { icon: string; name: string; usage: number; upDown: number }[]; series: number[] }
  customers: { listData: { text: string; result: number }[]; series: number[] }
}

export interface CardStatistics {
  'orders-bar-chart': { title: string; statistics: string; series: Series }
  'profit-line-chart': { title: string; statistics: string; series: Series }
  subscribers: { series: Series; analyticsData: { subscribers: number } }
  revenue: { series: Series; analyticsData: { revenue: number } }
  sales: { series: Series; analyticsData: { sales: string } }
  orders: { series: Series; analyticsData: { orders: number } }
  'site-traffic': { series: Series }
  'active-users': { series: Series }
  newsletter: { series: Series }
}

export function useCardAnalytics<K extends keyof CardAnalytics>(name: K) {
  return useDemoQuery<CardAnalytics[K]>(`/card/card-analytics/${name}`)
}

export function useCardStatistics<K extends keyof CardStatistics>(name: K) {
  return useDemoQuery<CardStatistics[K]>(`/card/card-statistics/${name}`)
}

/** A series as chart rows: `[{ x: 1, value }, …]`. */
export function toRows(data: readonly number[] | undefined, labels?: readonly string[]): { x: string; value: number }[] {
  return (data ?? []).map((value, index) => ({ x: labels?.[index] ?? String(index + 1), value }))
}
