import { describe, expect, it } from 'vitest'
import { decisionText } from './decision-result'
import type { ApprovalView } from './hooks'

const row = (over: Partial<ApprovalView>): ApprovalView =>
  ({ id: 'u1', campaignId: 's1', campaignTitle: 'Lagos Nights', creatorName: 'Chi', amount: 30_000, fee: 3_000, net: 27_000, status: 'approved', ...over }) as ApprovalView
const campaign = { title: 'Lagos Nights', currency: 'NGN', remaining: 30_000 }

describe('decisionText', () => {
  it('says what was paid to whom and what the campaign has left', () => {
    expect(decisionText({ id: 'u1', status: 'approved' }, row({}), campaign, 'NGN')).toEqual({ tone: 'done', text: 'Approved. ₦270.00 paid to Chi; “Lagos Nights” has ₦300.00 left.' })
    expect(decisionText({ id: 'u1', status: 'rejected' }, row({ status: 'rejected' }), campaign, 'NGN')?.text).toBe('Rejected. Chi is not paid and the slot is free again; “Lagos Nights” has ₦300.00 left.')
  })

  it('says a decision is waiting while it is queued, and when the server refused it', () => {
    expect(decisionText({ id: 'u1', status: 'approved' }, row({ _pending: { status: 'queued' } as unknown as ApprovalView['_pending'] }), campaign, 'NGN')?.tone).toBe('waiting')
    expect(decisionText({ id: 'u1', status: 'approved' }, row({ status: 'pending' }), campaign, 'NGN')?.tone).toBe('refused')
  })

  it('leaves the budget out when this device does not know it', () => {
    expect(decisionText({ id: 'u1', status: 'approved' }, row({}), undefined, 'NGN')?.text).toBe('Approved. ₦270.00 paid to Chi.')
  })
})
