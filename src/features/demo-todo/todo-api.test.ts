import { describe, expect, it } from 'vitest'
import { isOverdue } from './todo-api'

describe('isOverdue', () => {
  const now = new Date('2024-05-10T12:00:00Z')
  it('flags open tasks due more than a day ago', () => {
    expect(isOverdue({ dueDate: '2024-05-08T12:00:00Z', isCompleted: false }, now)).toBe(true)
    expect(isOverdue({ dueDate: '2024-05-10T00:00:00Z', isCompleted: false }, now)).toBe(false)
  })
  it('never flags completed tasks or unreadable dates', () => {
    expect(isOverdue({ dueDate: '2024-05-01T00:00:00Z', isCompleted: true }, now)).toBe(false)
    expect(isOverdue({ dueDate: 'soon', isCompleted: false }, now)).toBe(false)
  })
})
