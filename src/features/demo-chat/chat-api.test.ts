import { describe, expect, it } from 'vitest'
import { filterContacts } from './chat-api'

describe('filterContacts', () => {
  const people = [
    { fullName: 'Nadia Okafor', role: 'Artist' },
    { fullName: 'Theo Lindqvist', role: 'Mixing Engineer' },
  ]
  it('matches name or role, ignoring case, and keeps everyone for a blank query', () => {
    expect(filterContacts(people, 'okaf').map((p) => p.fullName)).toEqual(['Nadia Okafor'])
    expect(filterContacts(people, 'ENGINEER').map((p) => p.fullName)).toEqual(['Theo Lindqvist'])
    expect(filterContacts(people, ' ')).toHaveLength(2)
    expect(filterContacts(people, 'nobody')).toEqual([])
  })
})
