import { effectiveRole, type UserData } from '@/lib/session/session'

// The checklist a new account sees on Home, built only from what this device already holds (the
// stored account and the mirrored lists), so it reads the same offline.

export interface ChecklistItem {
  id: string
  label: string
  done: boolean
  /** Where to do it, and the link's words ("Add money"); none when nothing is up to the user. */
  href?: string
  /** The part of that page to open at (an element id), when the page is long. */
  hash?: string
  action?: string
  /** A line under an open item: what happens next, or why it waits. */
  note?: string
}

export interface FirstStepFacts {
  /** Money in the wallet now or already spent on campaigns (artists and brands). */
  funded?: boolean
  /** At least one hold (creators), sound campaign (artists) or advert request (brands). */
  started: boolean
}

function approvalStep(user: UserData): ChecklistItem {
  const status = user.approvalStatus
  return {
    id: 'approved',
    label: 'Account approved',
    done: status === 'approved',
    note: status === 'rejected' ? 'An admin declined this account.' : 'An admin checks every new account; nothing to do but wait.',
    href: '/account',
    action: 'See your profile',
  }
}

/** The steps for the user's role; none for admins and roles without portal screens. */
export function firstSteps(user: UserData | null, facts: FirstStepFacts): ChecklistItem[] {
  // A declined account can take none of the steps; Home's banner says what it still can do.
  if (!user || user.approvalStatus === 'rejected') return []
  const role = effectiveRole(user)
  if (role === 'tiktoker') {
    const verification = user.followerVerification
    return [
      approvalStep(user),
      {
        id: 'followers',
        label: 'Followers verified',
        done: verification === 'verified',
        note: verification === 'pending' ? 'Asked; an admin checks your followers.' : 'Verified creators can hold slots on sounds.',
        href: '/account',
        hash: 'verification',
        action: verification === 'pending' ? 'See the request' : 'Ask for verification',
      },
      { id: 'first', label: 'Hold your first sound', done: facts.started, href: '/Manage/soundslist', action: 'Browse sounds' },
    ]
  }
  if (role === 'artist' || role === 'musician' || role === 'brand') {
    const brand = role === 'brand'
    return [
      approvalStep(user),
      { id: 'funded', label: 'Add money to your wallet', done: facts.funded === true || facts.started, href: '/transactions', action: 'Open wallet' },
      brand
        ? { id: 'first', label: 'Create your first advert request', done: facts.started, href: '/brandform', action: 'New duet ad' }
        : { id: 'first', label: 'Start your first campaign', done: facts.started, href: '/Manage/addsong', action: 'Add a song' },
    ]
  }
  return []
}
