import type { Permission, PermissionRole } from '../../src/db/demo-schema'

export const PERMISSION_ROLES: PermissionRole[] = ['administrator', 'manager', 'user', 'support', 'restricted-user']

// Exactly the demo permission table of the specification (§6).
export const PERMISSION_TABLE: [string, PermissionRole[]][] = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'user', 'support']],
  ['Manage Email Sequences', ['administrator', 'user', 'support']],
  ['Client Communication', ['administrator', 'manager']],
  ['Only View', ['administrator', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'support']],
]

const CREATED = [
  '2024-04-14 20:43:00', '2024-09-16 17:20:00', '2024-10-14 10:20:00', '2024-01-04 08:32:00',
  '2024-08-13 10:15:00', '2024-06-25 12:04:00', '2024-09-04 11:27:00', '2024-02-08 14:11:00',
  '2024-05-21 16:45:00',
]

export function buildPermissions(): Permission[] {
  return PERMISSION_TABLE.map(([name, assignedTo], index) => ({
    id: index + 1,
    name,
    assignedTo: [...assignedTo],
    createdDate: CREATED[index] ?? '2024-01-01 00:00:00',
  }))
}
