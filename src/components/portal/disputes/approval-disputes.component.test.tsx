import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ApprovalRow } from '@/db/mirrors/market'
import { ApprovalDisputes, type Viewer } from './approval-disputes'

// Who may do what about an approved or rejected video, and the words each side reads.

const base = { id: 'u1', campaignTitle: 'Lagos Nights', creatorName: 'Kemi', kind: 'video' as const }
const onHold: ApprovalRow['payout'] = { state: 'on_hold', releaseAt: '2026-12-05T12:00:00.000Z', outcome: null, settledAt: null }
const report: NonNullable<ApprovalRow['report']> = { id: 'r1', reason: 'sound_not_audible', note: null, createdAt: '2026-11-28T12:00:00.000Z', decidedAt: null, decisionNote: null, decision: null }
const appeal: NonNullable<ApprovalRow['appeal']> = { id: 'a1', note: 'The sound is there', createdAt: '2026-11-28T12:00:00.000Z', decidedAt: null, decisionNote: null, decision: null }

type Row = Parameters<typeof ApprovalDisputes>[0]['a']
const show = (a: Partial<Row>, viewer: Viewer) => render(<ApprovalDisputes a={{ ...base, status: 'approved', payout: null, report: null, appeal: null, ...a }} viewer={viewer} />)
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent?.trim())

describe('an approved video whose pay is on hold', () => {
  it('the owner reads until when, and may report it', () => {
    show({ payout: onHold }, 'owner')
    expect(screen.getByTestId('payout-note').textContent).toMatch(/The pay is on hold until .+\. You can report the video until then\./)
    expect(buttons()).toEqual(['Report the video of Kemi for Lagos Nights'])
  })

  it('the creator reads when it becomes theirs, and has nothing to press', () => {
    show({ payout: onHold }, 'creator')
    expect(screen.getByTestId('payout-note').textContent).toMatch(/On hold until .+\. It is yours to withdraw then, if the video is still up\./)
    expect(buttons()).toEqual([])
  })

  it('once reported: nobody reports again, both sides read it waits for an admin, and only an admin decides', () => {
    const { unmount } = show({ payout: onHold, report }, 'owner')
    expect(screen.getByTestId('report-note').textContent).toBe('Reported: The sound cannot be heard. Waiting for an admin.')
    expect(buttons()).toEqual([])
    unmount()
    show({ payout: onHold, report }, 'admin')
    expect(screen.getByTestId('payout-note').textContent).toContain('On hold until an admin decides the report.')
    expect(buttons()).toEqual(['Refund the campaign', 'Release the pay'])
  })

  it('after the hold: released or returned, with why, and no report any more', () => {
    const { unmount } = show({ payout: { ...onHold, state: 'released', outcome: 'still_up', settledAt: '2026-12-05T12:01:00.000Z' } }, 'creator')
    expect(screen.getByTestId('payout-note').textContent).toContain('Released to your balance: the video was still up when the hold ended.')
    unmount()
    show({ payout: { ...onHold, state: 'returned', outcome: 'removed', settledAt: '2026-12-05T12:01:00.000Z' } }, 'owner')
    expect(screen.getByTestId('payout-note').textContent).toContain('Returned to your campaign: the video was no longer up when the hold ended.')
    expect(buttons()).toEqual([])
  })
})

describe('a rejected video', () => {
  it('the creator may appeal once; the owner may not; an admin decides an open appeal', () => {
    const { unmount } = show({ status: 'rejected' }, 'creator')
    expect(buttons()).toEqual(['Appeal the rejection of your video for Lagos Nights'])
    unmount()
    const owner = show({ status: 'rejected' }, 'owner')
    expect(buttons()).toEqual([])
    owner.unmount()
    const appealed = show({ status: 'rejected', appeal }, 'creator')
    expect(screen.getByTestId('appeal-note').textContent).toBe('Appealed: “The sound is there”. Waiting for an admin.')
    expect(buttons()).toEqual([])
    appealed.unmount()
    show({ status: 'rejected', appeal }, 'admin')
    expect(buttons()).toEqual(['Approve and pay', 'Keep rejected'])
  })
})
