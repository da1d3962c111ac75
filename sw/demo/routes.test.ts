import { describe, expect, it } from 'vitest'
import { demoRoutes, matchDemoRoute } from './routes'

// Every demo call of the specification (§7) plus the chat and to-do calls the pages need.
const SPEC_CALLS: [string, string][] = [
  ['GET', '/apps/email/emails'], ['POST', '/apps/email/update-emails'], ['POST', '/apps/email/update-emails-label'],
  ['GET', '/apps/email/get-email'], ['GET', '/apps/email/paginate-email'],
  ['GET', '/apps/kanban/boards'], ['GET', '/apps/kanban/tasks'], ['POST', '/apps/kanban/reorder-tasks'],
  ['POST', '/apps/kanban/update-task-board'], ['POST', '/apps/kanban/add-task'], ['POST', '/apps/kanban/add-board'],
  ['POST', '/apps/kanban/update-task'], ['DELETE', '/apps/kanban/delete-board'], ['DELETE', '/apps/kanban/clear-tasks'],
  ['GET', '/apps/invoice/invoices'], ['GET', '/api/invoice/invoices/4987'], ['DELETE', '/apps/invoice/delete'],
  ['GET', '/api/invoice/clients'],
  ['GET', '/apps/calendar/events'], ['POST', '/apps/calendar/add-event'], ['POST', '/apps/calendar/update-event'],
  ['DELETE', '/apps/calendar/remove-event'],
  ['GET', '/api/users/list/all-data'], ['POST', '/apps/users/add-user'], ['GET', '/api/users/list/data'],
  ['GET', '/api/users/user'], ['DELETE', '/apps/users/delete'],
  ['GET', '/profile/data'],
  ['GET', '/apps/ecommerce/products'], ['GET', '/apps/ecommerce/products/3'], ['GET', '/apps/ecommerce/wishlist'],
  ['GET', '/apps/ecommerce/cart'], ['POST', '/apps/ecommerce/cart'], ['POST', '/apps/ecommerce/wishlist'],
  ['DELETE', '/apps/ecommerce/cart/3'], ['DELETE', '/apps/ecommerce/wishlist/3'],
  ['GET', '/blog/list/data'], ['GET', '/blog/list/data/sidebar'], ['GET', '/blog/list/data/detail'], ['GET', '/blog/list/data/edit'],
  ['GET', '/api/datatables/initial-data'], ['GET', '/api/datatables/data'],
  ['GET', '/pricing/data'],
  ['GET', '/api/main-search/data'], ['GET', '/api/bookmarks/data'], ['POST', '/api/bookmarks/update'],
  ['GET', '/faq/data/knowledge_base'], ['GET', '/faq/data/category'], ['GET', '/faq/data/question'],
  ['GET', '/apps/permissions/data'], ['POST', '/apps/permissions/add-permission'],
  ['POST', '/apps/permissions/update-permission'], ['DELETE', '/apps/permissions/delete'],
  ...['support-tracker', 'avg-sessions', 'revenue-report', 'goal-overview', 'revenue', 'product-orders', 'sessions-device', 'customers']
    .map((name): [string, string] => ['GET', `/card/card-analytics/${name}`]),
  ...['orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter']
    .map((name): [string, string] => ['GET', `/card/card-statistics/${name}`]),
  ['GET', '/account-setting/data'], ['GET', '/api/autocomplete/data'],
  ['GET', '/apps/chat/chats-and-contacts'], ['GET', '/apps/chat/users/profile-user'], ['GET', '/apps/chat/chats/2'],
  ['POST', '/apps/chat/chats/send-msg'],
  ['GET', '/apps/todo/tasks'], ['POST', '/apps/todo/add-tasks'], ['POST', '/apps/todo/update-task'], ['DELETE', '/apps/todo/delete-task'],
]

describe('matchDemoRoute', () => {
  it('matches every demo call', () => {
    const missing = SPEC_CALLS.filter(([method, path]) => !matchDemoRoute(method, path))
    expect(missing).toEqual([])
  })

  it('extracts path params', () => {
    expect(matchDemoRoute('DELETE', '/apps/ecommerce/cart/12')?.params).toEqual({ productId: '12' })
    expect(matchDemoRoute('get', '/api/invoice/invoices/4990')?.params).toEqual({ id: '4990' })
  })

  it('leaves unknown paths and other methods to the network', () => {
    expect(matchDemoRoute('GET', '/api/portal/sounds')).toBeNull()
    expect(matchDemoRoute('PUT', '/apps/email/emails')).toBeNull()
    expect(matchDemoRoute('GET', '/card/card-analytics/unknown')).toBeNull()
    expect(matchDemoRoute('GET', '/apps/kanban/boards/extra')).toBeNull()
  })

  it('prefers fixed paths over params', () => {
    expect(matchDemoRoute('POST', '/apps/chat/chats/send-msg')?.route.path).toBe('/apps/chat/chats/send-msg')
  })

  it('declares each method and path once', () => {
    const keys = demoRoutes.map((route) => `${route.method} ${route.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys.length).toBe(SPEC_CALLS.length + 1) // + the FAQ page's /faq/data
  })
})
