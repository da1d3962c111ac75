import { useEffect, useState } from 'react'
import { useDemoQuery, type DemoQuery } from '@/lib/demo-query'

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

/** The demo's documents as the worker seeds its database from them (seed/emit-demo-seed.ts), fetched once. */
let seedDocs: Promise<Map<string, unknown>> | null = null
function seedDoc(key: string): Promise<unknown> {
  seedDocs ??= fetch('/seed/demo/demoDocs.json')
    .then((res) => (res.ok ? (res.json() as Promise<{ key: string; value: unknown }[]>) : Promise.reject(new Error(`Seed file: ${res.status}`))))
    .then((rows) => new Map(rows.map((row) => [row.key, row.value])))
  seedDocs.catch(() => (seedDocs = null))
  return seedDocs.then((docs) => docs.get(key))
}

/**
 * A card's figures. On a first visit the worker, which answers the demo's calls, is still
 * installing: the card shows the same figures from the file the worker seeds from (a few KiB)
 * rather than waiting for the install; the worker's answer replaces them once it comes.
 */
function useCardFigures<T>(path: string, docKey: string): DemoQuery<T> {
  const query = useDemoQuery<T>(path)
  const [seeded, setSeeded] = useState<T | undefined>(undefined)
  const waiting = query.data === undefined && !navigator.serviceWorker?.controller
  useEffect(() => {
    if (!waiting) return
    let live = true
    seedDoc(docKey).then(
      (value) => live && value !== undefined && setSeeded(value as T),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [waiting, docKey])
  return query.data === undefined && seeded !== undefined ? { ...query, data: seeded } : query
}

// The documents' keys are seed/demo/doc-keys.ts's cardAnalyticsKey and cardStatisticsKey.
export function useCardAnalytics<K extends keyof CardAnalytics>(name: K): DemoQuery<CardAnalytics[K]> {
  return useCardFigures<CardAnalytics[K]>(`/card/card-analytics/${name}`, `card-analytics/${name}`)
}

export function useCardStatistics<K extends keyof CardStatistics>(name: K): DemoQuery<CardStatistics[K]> {
  return useCardFigures<CardStatistics[K]>(`/card/card-statistics/${name}`, `card-statistics/${name}`)
}

/** A series as chart rows: `[{ x: 1, value }, …]`. */
export function toRows(data: readonly number[] | undefined, labels?: readonly string[]): { x: string; value: number }[] {
  return (data ?? []).map((value, index) => ({ x: labels?.[index] ?? String(index + 1), value }))
}
