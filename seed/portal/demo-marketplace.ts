/**
 * The demo marketplace the embedded default adds on a fresh database, next to the demo accounts
 * (demo-accounts.ts): categories, a funded artist with sounds of every kind, a verified creator
 * with holds and uses in each state, and a brand with requests. Amounts are minor units.
 */
export const DEMO_CATEGORIES = ['Afrobeats', 'Amapiano', 'Hip-hop', 'Gospel', 'Dancehall', 'Pop'] as const

export const DEMO_FUNDS = { artist: 5_000_000, brand: 2_000_000 } as const

/**
 * What the demo creator has done on each sound: `approved` (its pay released after the hold),
 * `on-hold` (approved, its pay still on hold), `reported` (approved, then reported by the artist
 * during the hold), `pending`, `rejected`, `held` (a slot, no video yet), `influencer-pending`.
 */
export type DemoCreatorState = 'approved' | 'on-hold' | 'reported' | 'pending' | 'rejected' | 'held' | 'influencer-pending' | 'none'

export interface DemoSound {
  title: string
  category: (typeof DEMO_CATEGORIES)[number]
  kind: 'normal' | 'influencer' | 'video_app'
  payPerUse: number
  slots: number
  linksPerSlot?: number
  payPerClick?: number
  clickBudget?: number
  templateLink?: string
  /** The melody of its generated audio (Hz). */
  notes: number[]
  creator: DemoCreatorState
}

export const DEMO_SOUNDS: DemoSound[] = [
  { title: 'Lagos Nights', category: 'Afrobeats', kind: 'normal', payPerUse: 150_000, slots: 10, payPerClick: 500, clickBudget: 50_000, notes: [392, 440, 523, 440, 392, 330], creator: 'approved' },
  { title: 'Shaku Steps', category: 'Amapiano', kind: 'normal', payPerUse: 100_000, slots: 8, notes: [262, 330, 392, 330, 262, 196], creator: 'pending' },
  { title: 'Morning Grace', category: 'Gospel', kind: 'normal', payPerUse: 80_000, slots: 5, notes: [349, 440, 523, 587, 523, 440], creator: 'rejected' },
  { title: 'Wave Check', category: 'Dancehall', kind: 'normal', payPerUse: 120_000, slots: 6, notes: [294, 370, 440, 370, 294, 220], creator: 'held' },
  { title: 'Hype Challenge', category: 'Hip-hop', kind: 'influencer', payPerUse: 50_000, slots: 5, linksPerSlot: 3, notes: [220, 220, 262, 294, 262, 220], creator: 'influencer-pending' },
  { title: 'Island Bounce', category: 'Dancehall', kind: 'normal', payPerUse: 60_000, slots: 4, notes: [330, 392, 494, 392, 330, 294], creator: 'on-hold' },
  { title: 'Praise Break', category: 'Gospel', kind: 'normal', payPerUse: 70_000, slots: 4, notes: [392, 494, 587, 494, 392, 330], creator: 'reported' },
  {
    title: 'Glow Up Template',
    category: 'Pop',
    kind: 'video_app',
    payPerUse: 0,
    slots: 0,
    payPerClick: 300,
    clickBudget: 60_000,
    templateLink: 'https://www.capcut.com/template-detail/7300000000000000001',
    notes: [523, 587, 659, 784, 659, 587],
    creator: 'none',
  },
]

export const DEMO_REQUESTS = [
  {
    type: 'duet' as const,
    title: 'Sneaker drop duet',
    brief: 'Duet our launch video with your best footwork. Keep it under 30 seconds and tag the brand.',
    duetVideoUrl: 'https://www.tiktok.com/@bolabrand/video/7302000000000000001',
    slots: 5,
    payPerVideo: 200_000,
    creatorSubmits: true,
  },
  {
    type: 'script' as const,
    title: 'Morning juice ad',
    brief: 'Film a 20-second morning routine that ends with our juice.',
    script: 'Wake up. Stretch. Open the fridge. “Nothing starts my day like Sunny Juice.” Smile at the camera.',
    slots: 3,
    payPerVideo: 150_000,
    creatorSubmits: false,
  },
]

/** Links the demo creator "posted"; real-looking, unique on a fresh database. */
export const demoVideo = (n: number) => `https://www.tiktok.com/@chi.creator/video/73010000000000000${String(n).padStart(2, '0')}`
