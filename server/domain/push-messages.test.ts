import { describe, expect, it } from 'vitest'
import { clicksAccruedNotice, decidedNotice, submittedNotice } from './market-notices'
import { pushMessageOf } from './push-messages'

const campaign = { id: 'c1', kind: 'normal' as const, title: 'Summer' }
const clicks = { id: 'u1', kind: 'clicks' as const, amount: 500, clickCount: 5, videoUrl: null, creatorId: 'cr' }
const video = { ...clicks, kind: 'video' as const, clickCount: 0, videoUrl: 'https://tiktok.com/@a/video/1' }
const fee = { fee: 50, currency: 'NGN', auto: false }

describe('what a notification becomes on a device', () => {
  it('opens the screen where the person acts on it', () => {
    const url = (n: Parameters<typeof pushMessageOf>[0]) => pushMessageOf(n, 'n1')?.payload.url
    expect(url(submittedNotice(campaign, video, 1))).toBe('/manage/verifications')
    expect(url(decidedNotice(campaign, video, 'approved', fee))).toBe('/transactions')
    expect(url(decidedNotice(campaign, video, 'rejected', fee))).toBe('/Home')
    // click_payout goes both ways: clicks waiting for the artist, clicks sent on or paid to the creator.
    expect(url(submittedNotice(campaign, clicks, 1))).toBe('/manage/verifications')
    expect(url(clicksAccruedNotice(campaign, clicks, 'NGN'))).toBe('/Home')
    expect(url(decidedNotice(campaign, clicks, 'approved', fee))).toBe('/transactions')
    // A notification's own link into the app wins; a link elsewhere never does.
    expect(url({ type: 'sign_in_failures', title: 't', message: 'm', data: { link: '/account#password' } })).toBe('/account#password')
    expect(url({ type: 'sign_in_failures', title: 't', message: 'm', data: { link: '//evil.example/x' } })).toBe('/account')
  })

  it('has a kind and a tag per use or campaign, and leaves out what is not pushed', () => {
    expect(pushMessageOf(decidedNotice(campaign, video, 'approved', fee), 'n1')).toEqual({
      kind: 'approvals',
      payload: { title: 'Approved and paid', body: expect.stringContaining('“Summer” was approved'), url: '/transactions', tag: 'use_approved:u1' },
    })
    expect(pushMessageOf({ type: 'wallet_funded', title: 't', message: 'm' }, 'n2')).toMatchObject({ kind: 'money', payload: { tag: 'wallet_funded:n2' } })
    expect(pushMessageOf({ type: 'speciality_changed', title: 't', message: 'm' }, 'n3')).toBeNull()
  })
})
