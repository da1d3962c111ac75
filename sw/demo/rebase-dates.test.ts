import { describe, expect, it } from 'vitest'
import { buildDemoSeed } from '../../seed/demo/index'
import { rebaseSeedRows, seedShift, shiftDays, shiftMonths } from './rebase-dates'

describe('date shifting', () => {
  it('measures the distance from the seed anchor in whole days and months', () => {
    expect(seedShift(new Date('2025-01-15T12:00:00.000Z')).days).toBe(0)
    expect(seedShift(new Date('2025-01-18T11:00:00.000Z')).days).toBe(2)
    expect(seedShift(new Date(2025, 5, 20)).months).toBe(5)
    expect(seedShift(new Date(2024, 11, 20)).months).toBe(-1)
  })

  it('shifts timestamps and plain dates, leaving other text alone', () => {
    expect(shiftDays('2025-01-10T08:00:00.000Z', 3)).toBe('2025-01-13T08:00:00.000Z')
    expect(shiftDays('2025-01-30', 3)).toBe('2025-02-02')
    expect(shiftMonths('2025-01-27', 2)).toBe('2025-03-27')
    expect(shiftMonths('2025-01-05T10:00:00.000Z', -1)).toBe('2024-12-05T10:00:00.000Z')
    expect(shiftDays('soon', 3)).toBe('soon')
  })

  it('keeps seeded kanban due dates relative to now and events in the current month', () => {
    const seed = buildDemoSeed()
    const now = new Date(2026, 6, 4, 10, 0, 0)
    const tasks = rebaseSeedRows('kanbanTasks', seed.kanbanTasks, now)
    const before = seed.kanbanTasks.map((t) => Date.parse(t.dueDate) - Date.parse('2025-01-15T12:00:00.000Z'))
    const after = tasks.map((t) => Date.parse(t.dueDate) - now.getTime())
    after.forEach((offset, i) => expect(Math.abs(offset - (before[i] ?? 0))).toBeLessThan(86_400_000))
    const events = rebaseSeedRows('calendarEvents', seed.calendarEvents, now)
    expect(events.every((e) => e.start.startsWith('2026-07'))).toBe(true)
    expect(rebaseSeedRows('permissions', seed.permissions, now)).toEqual(seed.permissions)
  })
})
