import type { Context } from 'hono'
import type { ViewContext } from '../../domain/campaign-views'
import type { AppEnv } from '../../lib/router'

/** Who is looking and how files and money are shown, for the campaign views. */
export function viewContext(c: Context<AppEnv>): ViewContext {
  const auth = c.get('auth') as AppEnv['Variables']['auth'] | undefined
  return {
    viewer: auth ? { userId: auth.userId, role: auth.role } : null,
    currency: c.var.env.CURRENCY,
    fileBase: (c.var.env.PUBLIC_URL ?? '').replace(/\/$/, ''),
  }
}

/** musician is the same role as artist for every marketplace rule. */
export const actorOf = (c: Context<AppEnv>) => {
  const { userId, role } = c.var.auth
  return { userId, role: role === 'musician' ? 'artist' : role }
}
