import type { DemoBilling, DemoUser, DemoUserPlan, DemoUserRole, DemoUserStatus } from '@/db/demo-schema'
import { demoSend, useDemoQuery, withQuery } from '@/lib/demo-query'

export const ROLES: DemoUserRole[] = ['admin', 'author', 'editor', 'maintainer', 'subscriber']
export const PLANS: DemoUserPlan[] = ['basic', 'team', 'company', 'enterprise']
export const STATUSES: DemoUserStatus[] = ['active', 'inactive', 'pending']
export const BILLING: DemoBilling[] = ['Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash', 'Auto Debit']
export const PLAN_PRICE: Record<DemoUserPlan, number> = { basic: 0, team: 49, company: 99, enterprise: 199 }

export interface UserListParams {
  q: string
  role: string
  status: string
  currentPlan: string
  page: number
  perPage: number
  sort: 'asc' | 'desc'
  sortColumn: string
}

export function useUsers(params: UserListParams) {
  return useDemoQuery<{ total: number; users: DemoUser[] }>(withQuery('/api/users/list/data', { ...params }))
}

export function useAllUsers() {
  return useDemoQuery<DemoUser[]>('/api/users/list/all-data')
}

/** A user by id; without one, the first user. */
export function useUser(id: number | null) {
  const first = useDemoQuery<{ users: DemoUser[] }>(id === null ? withQuery('/api/users/list/data', { perPage: 1, sortColumn: 'id' }) : null)
  const wanted = id ?? first.data?.users[0]?.id ?? null
  const one = useDemoQuery<{ user: DemoUser }>(wanted === null ? null : withQuery('/api/users/user', { id: wanted }))
  return { ...one, error: one.error ?? first.error }
}

export type NewUser = Pick<DemoUser, 'fullName' | 'username' | 'email' | 'company' | 'country' | 'contact' | 'role' | 'currentPlan' | 'billing' | 'status'>

export function addUser(user: NewUser) {
  return demoSend<{ user: DemoUser }>('/apps/users/add-user', 'POST', { user })
}

export function deleteUser(id: number) {
  return demoSend<{ id: number }>('/apps/users/delete', 'DELETE', { id })
}

/** Counts per status for the summary cards. */
export function statusCounts(users: readonly Pick<DemoUser, 'status'>[]): Record<DemoUserStatus | 'total', number> {
  const counts = { total: users.length, active: 0, inactive: 0, pending: 0 }
  for (const user of users) counts[user.status] += 1
  return counts
}

/** A username from a full name: lower case, letters and digits, dots between words. */
export function suggestUsername(fullName: string): string {
  return fullName.trim().toLowerCase().normalize('NFKD').replace(/[^\w\s]/g, '').split(/\s+/).filter(Boolean).join('.')
}
