import type { DemoBilling, DemoUser, DemoUserPlan, DemoUserRole, DemoUserStatus } from '../../src/db/demo-schema'
import { AVATAR_COLORS, avatarPath, COMPANIES, COUNTRIES, DOMAINS, emailOf, makePeople, phoneNumber } from './names'
import { createRng } from './prng'

export const USER_ROLES: DemoUserRole[] = ['admin', 'author', 'editor', 'maintainer', 'subscriber']
export const USER_PLANS: DemoUserPlan[] = ['basic', 'team', 'company', 'enterprise']
export const USER_STATUSES: DemoUserStatus[] = ['active', 'inactive', 'pending']
export const BILLING_METHODS: DemoBilling[] = ['Manual - Credit Card', 'Manual - Paypal', 'Manual - Cash', 'Auto Debit']

export function buildUsers(): DemoUser[] {
  const rng = createRng(0x05e5)
  return makePeople(rng, 50).map((person, index) => ({
    id: index + 1,
    fullName: person.fullName,
    username: `${person.first}${person.last}`.toLowerCase(),
    email: emailOf(person, rng.pick(DOMAINS)),
    company: rng.pick(COMPANIES),
    // Cycling the first values guarantees each role, plan, status and billing method appears.
    role: index < USER_ROLES.length ? (USER_ROLES[index] as DemoUserRole) : rng.pick(USER_ROLES),
    country: rng.pick(COUNTRIES),
    contact: phoneNumber(rng),
    billing: index < BILLING_METHODS.length ? (BILLING_METHODS[index] as DemoBilling) : rng.pick(BILLING_METHODS),
    currentPlan: index < USER_PLANS.length ? (USER_PLANS[index] as DemoUserPlan) : rng.pick(USER_PLANS),
    status: index < USER_STATUSES.length ? (USER_STATUSES[index] as DemoUserStatus) : rng.pick(USER_STATUSES),
    avatar: rng.chance(0.6) ? avatarPath(rng.int(1, 20)) : '',
    avatarColor: rng.pick(AVATAR_COLORS),
  }))
}
