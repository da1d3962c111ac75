import type { PushPayload } from '../db/schema/push'
import type { PushKind } from '../lib/push-values'
import type { NewNotification, NotificationType } from './notifications'

/** App screens a push message opens (routes of the app, served offline by its worker). */
export const SCREENS = {
  home: '/Home',
  wallet: '/transactions',
  reviews: '/manage/verifications',
  profile: '/account',
  accounts: '/Manage/User/Admin',
  mySounds: '/manage/artistmusic',
  myRequests: '/mybrandrequests',
} as const

type Route = { kind: PushKind; screen: string }

/**
 * Which kind each notification is, for the devices that asked for it, and the screen it opens.
 * A type missing here is never pushed. click_payout goes both ways (clicks waiting for an
 * artist's approval, clicks paid to a creator): its notices name their screen (`screen`).
 */
const ROUTES: Partial<Record<NotificationType, Route>> = {
  use_submitted: { kind: 'approvals', screen: SCREENS.reviews },
  brand_video_submitted: { kind: 'approvals', screen: SCREENS.reviews },
  use_approved: { kind: 'approvals', screen: SCREENS.wallet },
  brand_video_approved: { kind: 'approvals', screen: SCREENS.wallet },
  use_rejected: { kind: 'approvals', screen: SCREENS.home },
  video_held: { kind: 'approvals', screen: SCREENS.home },
  brand_video_rejected: { kind: 'approvals', screen: SCREENS.home },
  click_payout: { kind: 'money', screen: SCREENS.wallet },
  payout_settled: { kind: 'money', screen: SCREENS.wallet },
  payout_failed: { kind: 'money', screen: SCREENS.wallet },
  payout_released: { kind: 'money', screen: SCREENS.wallet },
  payout_returned: { kind: 'money', screen: SCREENS.wallet },
  use_reported: { kind: 'approvals', screen: SCREENS.home },
  report_decided: { kind: 'approvals', screen: SCREENS.reviews },
  appeal_submitted: { kind: 'approvals', screen: SCREENS.reviews },
  appeal_decided: { kind: 'approvals', screen: SCREENS.home },
  wallet_funded: { kind: 'money', screen: SCREENS.wallet },
  campaign_refused: { kind: 'money', screen: SCREENS.home },
  hold_expired: { kind: 'reminders', screen: SCREENS.home },
  hold_released: { kind: 'reminders', screen: SCREENS.home },
  sound_deleted: { kind: 'reminders', screen: SCREENS.home },
  request_deleted: { kind: 'reminders', screen: SCREENS.home },
  hold_ending: { kind: 'reminders', screen: SCREENS.home },
  auto_approval_soon: { kind: 'reminders', screen: SCREENS.reviews },
  budget_low: { kind: 'reminders', screen: SCREENS.home },
  accounts_waiting: { kind: 'accounts', screen: SCREENS.accounts },
  account_approved: { kind: 'accounts', screen: SCREENS.home },
  account_rejected: { kind: 'accounts', screen: SCREENS.home },
  account_pending: { kind: 'accounts', screen: SCREENS.home },
  role_changed: { kind: 'accounts', screen: SCREENS.home },
  influencer_changed: { kind: 'accounts', screen: SCREENS.profile },
  brand_application_decided: { kind: 'accounts', screen: SCREENS.profile },
  follower_verification_decided: { kind: 'accounts', screen: SCREENS.profile },
  campaigns_closed: { kind: 'accounts', screen: SCREENS.home },
  creator_closed: { kind: 'accounts', screen: SCREENS.home },
  email_changed: { kind: 'accounts', screen: SCREENS.profile },
  password_changed: { kind: 'accounts', screen: SCREENS.profile },
  password_reset_asked: { kind: 'accounts', screen: SCREENS.profile },
  sign_in_failures: { kind: 'accounts', screen: SCREENS.profile },
}

/** A path of this app (as the bell accepts `data.link`), never another site. */
const appPath = (v: unknown): v is string => typeof v === 'string' && v.startsWith('/') && !v.startsWith('//')

/** What a notification becomes on a device: its kind, and the payload the worker shows. Null: not pushed. */
export function pushMessageOf(n: NewNotification, notificationId: string): { kind: PushKind; payload: PushPayload } | null {
  const route = ROUTES[n.type]
  if (!route) return null
  const data = n.data ?? {}
  const url = appPath(n.screen) ? n.screen : appPath(data.link) ? data.link : route.screen
  // One device notification per thing: a newer one about the same use or campaign replaces it.
  const about = typeof data.useId === 'string' ? data.useId : typeof data.campaignId === 'string' ? data.campaignId : notificationId
  return { kind: route.kind, payload: { title: n.title, body: n.message, url, tag: `${n.type}:${about}` } }
}
