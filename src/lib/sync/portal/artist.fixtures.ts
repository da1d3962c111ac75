import type { ApprovalRow, SoundRow } from '../../../db/mirrors/market'

// The artist writes' test data: the accounts, ids and mirror rows artist.test.ts works with.

export const ARTIST = { userId: '00000000-0000-4000-8000-0000000000a1', accessToken: 'token-artist', role: 'artist' }
export const OTHER = '00000000-0000-4000-8000-0000000000a2'
export const CAT = '00000000-0000-4000-8000-0000000000c1'
export const S1 = '00000000-0000-4000-8000-000000000051'
export const S2 = '00000000-0000-4000-8000-000000000052'
export const UP = '00000000-0000-4000-8000-0000000000f1'
export const FILE = `${'ab'.repeat(16)}.wav`
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export function sound(id: string, over: Partial<SoundRow> = {}): SoundRow {
  return {
    id,
    status: 'active',
    title: `Sound ${id.slice(-2)}`,
    holdHours: 48,
    currency: 'NGN',
    slots: { total: 5, free: 3, held: 2, used: 0 },
    pendingApprovals: 0,
    budget: { escrowed: 50_000, paid: 0, pending: 0, refunded: 0, remaining: 50_000 },
    myHold: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    kind: 'normal',
    artistId: ARTIST.userId,
    artistName: 'Ada',
    categoryId: CAT,
    categoryName: 'Afrobeats',
    audio: { file: FILE, url: `/uploads/${FILE}` },
    cover: null,
    videoLinks: [],
    templateLink: null,
    payPerUse: 10_000,
    payPerClick: null,
    clickBudget: 0,
    linksPerSlot: 1,
    ...over,
  }
}

export function approval(id: string, over: Partial<ApprovalRow> = {}): ApprovalRow {
  return {
    id,
    campaignId: S1,
    campaignKind: 'normal',
    campaignTitle: 'Sound 51',
    holdId: null,
    creatorId: OTHER,
    creatorName: 'Chi',
    ownerId: ARTIST.userId,
    kind: 'video',
    videoUrl: 'https://www.tiktok.com/@chi/video/1',
    clickCount: null,
    amount: 10_000,
    fee: null,
    net: null,
    status: 'pending',
    autoApproved: false,
    held: false,
    heldReason: null,
    clickEvidence: null,
    reason: null,
    decidedAt: null,
    createdAt: '2026-01-02T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...over,
  }
}
