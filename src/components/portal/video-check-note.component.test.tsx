import { fireEvent, render, screen } from '@testing-library/react'
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { VideoCheck } from '@/lib/portal/video-check'
import { onSyncRequest, type SyncRequest } from '@/lib/sync/signals'
import { VideoCheckNote } from './video-check-note'

// What the owner deciding a video and the creator who sent it read about its check, state by state.

const HELD = '2026-03-01T12:00:00.000Z'
const check = (over: Partial<VideoCheck>): VideoCheck => ({
  state: 'verified',
  reason: null,
  platform: 'tiktok',
  author: '@kemi',
  account: '@kemi',
  title: null,
  thumbnailUrl: null,
  postedAt: null,
  heldAt: HELD,
  checkedAt: '2026-03-03T12:05:00.000Z',
  ...over,
})

const forOwner = (c: VideoCheck | null, pending = true) => render(<VideoCheckNote check={c} viewer="owner" who="Kemi Ade" pending={pending} />)
const forCreator = (c: VideoCheck, pending = true) => render(<VideoCheckNote check={c} viewer="creator" pending={pending} />)
const note = () => screen.getByTestId('video-check')

describe('the owner’s words', () => {
  it.each<[string, Partial<VideoCheck>, string]>([
    ['checking', { state: 'checking', platform: null, author: null, account: null, heldAt: HELD, checkedAt: null }, 'Checking the video…'],
    ['verified', { postedAt: '2026-03-03T11:00:00.000Z' }, 'Posted by @kemi on TikTok, 2 days after the slot was held.'],
    ['verified, hours after', { postedAt: '2026-03-01T15:10:00.000Z' }, 'Posted by @kemi on TikTok, 3 hours after the slot was held.'],
    ['verified on YouTube', { platform: 'youtube', author: '@kemisings' }, 'Posted by @kemisings on YouTube.'],
    ['not_found', { state: 'not_found', author: null, account: null }, 'We could not find this video. It may be private or deleted. Look at it before approving: it is not approved automatically.'],
    ['other_author', { state: 'other_author', author: '@someone' }, 'This video is by @someone, not by Kemi Ade’s verified account (@kemi). Look at it before approving: it is not approved automatically.'],
    [
      'posted_before_hold',
      { state: 'posted_before_hold', postedAt: '2026-02-26T12:00:00.000Z' },
      'This video was posted on 2026-02-26, 3 days before the slot was held. Look at it before approving: it is not approved automatically.',
    ],
    [
      'unverifiable: the platform did not answer',
      { state: 'unverifiable', reason: 'platform_unreachable', author: null, account: null },
      'We could not check this video (TikTok did not answer). Look at it before approving: it is not approved automatically.',
    ],
    [
      'unverifiable: no verified account',
      { state: 'unverifiable', reason: 'no_verified_account', account: null },
      'We could not check who posted it: Kemi Ade has no verified account on TikTok. Look at it before approving: it is not approved automatically.',
    ],
    [
      'unverifiable: the author is not told',
      { state: 'unverifiable', reason: 'author_unknown', platform: 'instagram', author: null },
      'The video is on Instagram, but Instagram does not tell us who posted it. Look at it before approving: it is not approved automatically.',
    ],
    ['unverifiable: a site we cannot check', { state: 'unverifiable', reason: 'unsupported_platform', platform: null, author: null }, 'We cannot check videos on this site. Look at it before approving: it is not approved automatically.'],
    ['unverifiable: checks off', { state: 'unverifiable', reason: 'checks_off', author: null }, 'Videos are not checked on this portal. Look at it before approving: it is not approved automatically.'],
  ])('%s', (_, over, words) => {
    forOwner(check(over))
    expect(note()).toHaveTextContent(words)
  })

  it('once decided, says only what was found', () => {
    forOwner(check({ state: 'not_found', author: null }), false)
    expect(note()).toHaveTextContent(/^We could not find this video\. It may be private or deleted\.$/)
  })

  it('shows the title and a small thumbnail, loaded lazily, that goes away when its link has expired', () => {
    forOwner(check({ title: 'Lagos Nights dance', thumbnailUrl: 'https://p16-sign.tiktokcdn.com/obj/thumb.jpeg' }))
    expect(note()).toHaveTextContent('“Lagos Nights dance”')
    const img = screen.getByRole('img', { name: 'Thumbnail of “Lagos Nights dance”' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('referrerpolicy', 'no-referrer')
    fireEvent.error(img)
    expect(screen.queryByRole('img')).toBeNull()
    expect(note()).toHaveTextContent('“Lagos Nights dance”')
  })

  it('shows nothing for an approval without a check (clicks, or a video not sent yet)', () => {
    const { container } = forOwner(null)
    expect(container).toBeEmptyDOMElement()
  })
})

describe('the creator’s words', () => {
  it.each<[string, Partial<VideoCheck>, string]>([
    ['checking', { state: 'checking', author: null, checkedAt: null }, 'Checking the video…'],
    ['verified', { postedAt: '2026-03-01T12:20:00.000Z' }, 'Checked: posted by @kemi on TikTok, 20 minutes after you held the slot.'],
    ['not_found', { state: 'not_found', author: null }, 'We could not find this video. Is it public? It waits for a person to look at it.'],
    ['other_author', { state: 'other_author', author: '@someone' }, 'This video is by @someone, not by your verified account (@kemi). It waits for a person to look at it.'],
    ['posted_before_hold', { state: 'posted_before_hold', postedAt: '2026-02-28T12:00:00.000Z' }, 'This video was posted on 2026-02-28, 1 day before you held the slot. It waits for a person to look at it.'],
    [
      'unverifiable: no verified account',
      { state: 'unverifiable', reason: 'no_verified_account', account: null },
      'We could not check that this video is yours: you have no verified account on TikTok. Ask for follower verification with your TikTok profile link to have your videos checked. It waits for a person to look at it.',
    ],
  ])('%s', (_, over, words) => {
    forCreator(check(over))
    expect(note()).toHaveTextContent(words)
  })

  it('is a live region, so the result is heard when the check finishes', () => {
    const { rerender } = forCreator(check({ state: 'checking', checkedAt: null }))
    expect(screen.getByRole('status')).toHaveTextContent('Checking the video…')
    rerender(<VideoCheckNote check={check({})} viewer="creator" pending />)
    expect(screen.getByRole('status')).toHaveTextContent('Checked: posted by @kemi on TikTok.')
  })
})

describe('while the check runs', () => {
  it('asks for the approvals again a few seconds after “Checking the video…” shows, once', async () => {
    vi.useFakeTimers()
    const asked: SyncRequest[] = []
    const stop = onSyncRequest((r) => asked.push(r))
    try {
      asked.length = 0
      forCreator(check({ state: 'checking', checkedAt: null }))
      await act(() => vi.advanceTimersByTimeAsync(7_000))
      expect(asked).toEqual([])
      await act(() => vi.advanceTimersByTimeAsync(2_000))
      expect(asked).toEqual([{ kind: 'pull', collections: ['approvals'], force: false }])
      await act(() => vi.advanceTimersByTimeAsync(60_000))
      expect(asked).toHaveLength(1)
    } finally {
      stop()
      vi.useRealTimers()
    }
  })
})
