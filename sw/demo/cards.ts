import { cardAnalyticsKey, cardStatisticsKey } from '../../seed/demo/doc-keys'
import { readDoc } from './list'
import { defineRoute, json, type DemoRoute } from './route'

const ANALYTICS = [
  'support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview',
  'revenue', 'product-orders', 'sessions-device', 'customers',
]
const STATISTICS = [
  'orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales',
  'orders', 'site-traffic', 'active-users', 'newsletter',
]

// One fixed route per card, so an unknown card name falls through to the network like any
// other unmatched call.
export const cardsRoutes: DemoRoute[] = [
  ...ANALYTICS.map((name) =>
    defineRoute('GET', `/card/card-analytics/${name}`, async (_req, _params, { db }) =>
      json(200, await readDoc(db, cardAnalyticsKey(name))),
    ),
  ),
  ...STATISTICS.map((name) =>
    defineRoute('GET', `/card/card-statistics/${name}`, async (_req, _params, { db }) =>
      json(200, await readDoc(db, cardStatisticsKey(name))),
    ),
  ),
]
