import { defineCollection } from '../registry'

/** The caller's own account (several screens read it: the profile, the shell, the role's pages). */
export const meCollection = defineCollection({
  name: 'me',
  table: 'profile',
  key: 'key',
  path: '/auth/me',
  parse: (body) => {
    const me = body as { userData: Record<string, unknown>; supportEmail?: string | null; platformFeeBps?: number }
    return { rows: [{ key: 'me', userData: me.userData, supportEmail: me.supportEmail ?? null, platformFeeBps: me.platformFeeBps ?? null }] }
  },
})
