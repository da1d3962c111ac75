/**
 * The kinds of notification a device may ask to receive by Web Push (the app's Profile card names
 * them the same way): decisions and videos to review, money, reminders of what runs out soon,
 * and account news.
 */
export const PUSH_KINDS = ['approvals', 'money', 'reminders', 'accounts'] as const
export type PushKind = (typeof PUSH_KINDS)[number]
