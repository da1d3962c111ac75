import type { Executor } from '../db/client'
import { conflict } from '../lib/errors'
import { assertStateAllows } from './account-policy'
import { changeAccount } from './user-changes'

/** A creator asks to become a brand; one open application at a time. */
export function applyForBrand(db: Executor, userId: string) {
  return changeAccount(db, userId, (user) => {
    assertStateAllows(user, 'apply_brand')
    if (user.brandApplied === 'pending') throw conflict('Your brand application is already waiting for a decision', 'already_applied')
    if (user.brandApplied === 'approved') throw conflict('Your brand application was already approved', 'already_applied')
    return {
      patch: { brandApplied: 'pending' },
      notification: { type: 'brand_application_submitted', title: 'Brand application sent', message: 'An admin will review your application to become a brand.' },
    }
  })
}

/**
 * An admin decides. Approval turns the account into a brand (role and accountType 'brand'), so
 * the brand menu and the server's brand-only calls follow from the role alone; the creator
 * menus go away. Rejection leaves the creator as they were and lets them apply again.
 */
export function decideBrandApplication(db: Executor, userId: string, decision: 'approved' | 'rejected') {
  return changeAccount(db, userId, (user) => {
    if (user.brandApplied !== 'pending') throw conflict('This account has no brand application waiting for a decision', 'no_application')
    return {
      patch: decision === 'approved' ? { brandApplied: 'approved', role: 'brand', accountType: 'brand' } : { brandApplied: 'rejected' },
      notification: {
        type: 'brand_application_decided',
        title: decision === 'approved' ? 'You are now a brand' : 'Brand application declined',
        message:
          decision === 'approved'
            ? 'Your brand application was approved. You can now request advert videos.'
            : 'Your brand application was not approved this time. You can apply again later.',
        data: { decision },
      },
    }
  })
}
