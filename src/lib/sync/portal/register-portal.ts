import type { SyncRegistry } from '../registry'
import { applyBrandWrite, followerVerificationWrite, meCollection } from './account'
import { categoriesCollection, createCategoryWrite, updateCategoryWrite } from './categories'
import { markNotificationsReadWrite, notificationsCollection } from './notifications'
import { uploadFileWrite } from './uploads'
import { usersCollection } from './users'

/** Every portal list the app mirrors and every write it queues (page and worker alike). */
export function registerPortal(registry: SyncRegistry): void {
  for (const def of [meCollection, notificationsCollection, categoriesCollection, usersCollection]) registry.addCollection(def)
  registry.addWrite(applyBrandWrite)
  registry.addWrite(followerVerificationWrite)
  registry.addWrite(markNotificationsReadWrite)
  registry.addWrite(createCategoryWrite)
  registry.addWrite(updateCategoryWrite)
  registry.addWrite(uploadFileWrite)
}
