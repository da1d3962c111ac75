import { accountSettingsRoutes } from './account-settings'
import { autocompleteRoutes } from './autocomplete'
import { blogRoutes } from './blog'
import { calendarRoutes } from './calendar'
import { cardsRoutes } from './cards'
import { chatRoutes } from './chat'
import { datatableRoutes } from './datatable'
import { ecommerceRoutes } from './ecommerce'
import { emailRoutes } from './email'
import { faqRoutes } from './faq'
import { invoiceRoutes } from './invoice'
import { kanbanRoutes } from './kanban'
import { permissionsRoutes } from './permissions'
import { pricingRoutes } from './pricing'
import { profileRoutes } from './profile'
import { matchPath, type DemoRoute } from './route'
import { searchRoutes } from './search'
import { todoRoutes } from './todo'
import { usersRoutes } from './users'

/** Every demo-area call the worker answers from IndexedDB. */
export const demoRoutes: DemoRoute[] = [
  ...emailRoutes,
  ...kanbanRoutes,
  ...invoiceRoutes,
  ...calendarRoutes,
  ...usersRoutes,
  ...profileRoutes,
  ...ecommerceRoutes,
  ...blogRoutes,
  ...datatableRoutes,
  ...pricingRoutes,
  ...searchRoutes,
  ...faqRoutes,
  ...permissionsRoutes,
  ...cardsRoutes,
  ...accountSettingsRoutes,
  ...autocompleteRoutes,
  ...chatRoutes,
  ...todoRoutes,
]

// Fixed paths win over `:param` ones, so `/apps/chat/chats/send-msg` is never read as a chat id.
const byPrecedence = [...demoRoutes].sort(
  (a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')),
)

/** The demo route for a method and pathname, with its params; null lets the request go to the network. */
export function matchDemoRoute(
  method: string,
  pathname: string,
): { route: DemoRoute; params: Record<string, string> } | null {
  const wanted = method.toUpperCase()
  for (const route of byPrecedence) {
    if (route.method !== wanted) continue
    const params = matchPath(route.path, pathname)
    if (params) return { route, params }
  }
  return null
}
