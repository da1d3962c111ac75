import type { Permission, PermissionRole } from '@/db/demo-schema'
import { demoSend, useDemoQuery, withQuery } from '@/lib/demo-query'

/** Demo permission roles (specification §6). */
export const PERMISSION_ROLES: PermissionRole[] = ['administrator', 'manager', 'user', 'support', 'restricted-user']

export interface PermissionsParams {
  q: string
  assignedTo: string
  page: number
  perPage: number
}

export interface PermissionsAnswer {
  allData: Permission[]
  total: number
  permissions: Permission[]
}

export function usePermissions(params: PermissionsParams) {
  return useDemoQuery<PermissionsAnswer>(withQuery('/apps/permissions/data', { ...params }))
}

/** Every permission, for the roles and access-control pages. */
export function useAllPermissions() {
  return useDemoQuery<PermissionsAnswer>(withQuery('/apps/permissions/data', { perPage: 100 }))
}

/** A new permission starts assigned to administrator only. */
export function addPermission(name: string) {
  return demoSend<{ permission: Permission }>('/apps/permissions/add-permission', 'POST', { permission: { name } })
}

export function renamePermission(id: number, name: string) {
  return demoSend<{ permission: Permission }>('/apps/permissions/update-permission', 'POST', { id, name })
}

export function deletePermission(id: number) {
  return demoSend<{ id: number }>('/apps/permissions/delete', 'DELETE', { id })
}

export function roleLabel(role: string): string {
  return role.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ')
}

/** The names of the permissions a role holds. */
export function permissionsOf(role: string, permissions: readonly Pick<Permission, 'name' | 'assignedTo'>[]): string[] {
  return permissions.filter((p) => (p.assignedTo as string[]).includes(role)).map((p) => p.name)
}

/** Whether a role may do something that needs any one of the given permissions. */
export function can(role: string, needs: readonly string[], permissions: readonly Pick<Permission, 'name' | 'assignedTo'>[]): boolean {
  const held = new Set(permissionsOf(role, permissions))
  return needs.some((name) => held.has(name))
}
