import { DEMO_PAGE_ROUTES } from './demo-pages-routes'

/** A demo route and the heading (h1) that says it has rendered. */
export interface DemoRoute {
  path: string
  heading: string | RegExp
}

/** The dashboards and apps of specification §2, each with the heading its page shows. */
export const DEMO_APP_ROUTES: DemoRoute[] = [
  { path: '/', heading: 'eCommerce dashboard' },
  { path: '/dashboard/analytics', heading: 'Analytics dashboard' },
  { path: '/apps/email', heading: 'Email' },
  { path: '/apps/chat', heading: 'Chat' },
  { path: '/apps/todo', heading: 'To-do' },
  { path: '/apps/calendar', heading: 'Calendar' },
  { path: '/apps/kanban', heading: 'Kanban' },
  { path: '/apps/invoice/list', heading: 'Invoices' },
  { path: '/apps/invoice/preview', heading: 'Invoice #4987' },
  { path: '/apps/invoice/edit', heading: 'Edit invoice #4987' },
  { path: '/apps/invoice/add', heading: 'New invoice' },
  { path: '/apps/ecommerce/shop', heading: 'Shop' },
  { path: '/apps/ecommerce/product-detail', heading: /Studio Monitor Headphones/ },
  { path: '/apps/ecommerce/wishlist', heading: 'Wishlist' },
  { path: '/apps/ecommerce/checkout', heading: 'Checkout' },
  { path: '/apps/user/list', heading: 'Users' },
  { path: '/apps/user/view', heading: /\w+ \w+/ },
  { path: '/apps/roles', heading: 'Roles' },
  { path: '/apps/permissions', heading: 'Permissions' },
  { path: '/access-control', heading: 'Access control' },
]

/** Every demo route of specification §2: dashboards, apps, template pages, misc and showcase pages. */
export const ALL_DEMO_ROUTES: DemoRoute[] = [
  ...DEMO_APP_ROUTES,
  ...DEMO_PAGE_ROUTES.map(({ path, heading }) => ({ path, heading })),
]
