import { describe, expect, it } from 'vitest'
import { outsideWindow } from './market'

const floor = { createdAt: '2026-03-01T00:00:00.000Z', id: '55555555-5555-4555-8555-555555555555' }
const row = (createdAt: string, id: string, extra: Record<string, unknown> = {}) => ({ id, createdAt, kind: 'normal', myHold: null, ...extra })

describe('outsideWindow (a creator’s mirror trimmed to the server’s window)', () => {
  const out = outsideWindow({ bound: 200, floor, kinds: ['normal', 'video_app'] })

  it('drops rows older than the floor, keeps the floor itself and newer ones (ties by id)', () => {
    expect(out(row('2026-02-28T23:59:59.999Z', floor.id))).toBe(true)
    expect(out(row(floor.createdAt, '44444444-4444-4444-8444-444444444444'))).toBe(true)
    expect(out(row(floor.createdAt, floor.id))).toBe(false)
    expect(out(row(floor.createdAt, '66666666-6666-4666-8666-666666666666'))).toBe(false)
    expect(out(row('2026-03-02T00:00:00.000Z', '00000000-0000-4000-8000-000000000000'))).toBe(false)
  })

  it('keeps the creator’s own (a live hold) however old; an ended hold does not keep a row', () => {
    expect(out(row('2025-01-01T00:00:00.000Z', floor.id, { myHold: { status: 'held' } }))).toBe(false)
    expect(out(row('2025-01-01T00:00:00.000Z', floor.id, { myHold: { status: 'submitted' } }))).toBe(false)
    expect(out(row('2025-01-01T00:00:00.000Z', floor.id, { myHold: { status: 'expired' } }))).toBe(true)
  })

  it('drops kinds the creator may no longer take (brand requests go by type); no floor keeps every age', () => {
    expect(out(row('2026-04-01T00:00:00.000Z', floor.id, { kind: 'influencer' }))).toBe(true)
    const requests = outsideWindow({ bound: 200, floor: null, kinds: ['duet'] })
    expect(requests({ id: floor.id, createdAt: '2020-01-01T00:00:00.000Z', type: 'duet', myHold: null })).toBe(false)
    expect(requests({ id: floor.id, createdAt: '2020-01-01T00:00:00.000Z', type: 'script', myHold: null })).toBe(true)
  })
})
