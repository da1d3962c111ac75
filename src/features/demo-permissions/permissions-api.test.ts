import { describe, expect, it } from 'vitest'
import type { Permission } from '@/db/demo-schema'
import { can, permissionsOf, roleLabel } from './permissions-api'

const permissions: Pick<Permission, 'name' | 'assignedTo'>[] = [
  { name: 'Management', assignedTo: ['administrator'] },
  { name: 'Add & Remove Users', assignedTo: ['administrator', 'manager'] },
  { name: 'Only View', assignedTo: ['administrator', 'restricted-user'] },
]

describe('permission helpers', () => {
  it('lists what a role holds', () => {
    expect(permissionsOf('manager', permissions)).toEqual(['Add & Remove Users'])
    expect(permissionsOf('administrator', permissions)).toHaveLength(3)
    expect(permissionsOf('support', permissions)).toEqual([])
  })

  it('grants an action when the role holds any needed permission', () => {
    expect(can('restricted-user', ['Only View', 'Management'], permissions)).toBe(true)
    expect(can('manager', ['Management'], permissions)).toBe(false)
  })

  it('labels roles for people', () => {
    expect(roleLabel('restricted-user')).toBe('Restricted User')
  })
})
