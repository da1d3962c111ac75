// The names of the admin screens' write kinds, apart from their definitions (writes.ts brings the
// server's schemas and the validation library): screens that only read name them from here.

export const ADMIN_KIND = {
  updateRole: 'admin.updateRole',
  updateApproval: 'admin.updateApproval',
  updateInfluencer: 'admin.updateInfluencer',
  updateSpamVideos: 'admin.updateSpamVideos',
  updateSpeciality: 'admin.updateSpeciality',
  updateEmail: 'admin.updateEmail',
  deleteUser: 'admin.deleteUser',
  decideBrand: 'admin.decideBrand',
  processAdmin: 'admin.processAdmin',
  confirmVerification: 'admin.confirmVerification',
} as const

export const CATEGORY_KIND = {
  create: 'categories.create',
  update: 'categories.update',
} as const

/** The changes to accounts, admins and verifications, whose refusals the admin screens show next to what they were about. */
export const ADMIN_KINDS: string[] = Object.values(ADMIN_KIND)
