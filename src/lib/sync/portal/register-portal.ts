import type { SyncRegistry } from '../registry'
import { applyBrandWrite, followerVerificationWrite, meCollection, profileUpdateWrite } from './account'
import { adminCollections, adminWrites } from './admin'
import { artistCollections, artistWrites } from './artist'
import { brandCollections, brandWrites } from './brand'
import { categoriesCollection, createCategoryWrite, updateCategoryWrite } from './categories'
import { creatorCollections, creatorWrites } from './creator'
import { marketCollections } from './market'
import { markNotificationsReadWrite, notificationsCollection } from './notifications'
import { uploadFileWrite } from './uploads'
import { usersCollection } from './users'
import { walletCollections, walletWrites } from './wallet'

/** Every portal list the app mirrors and every write it queues (page and worker alike). */
export function registerPortal(registry: SyncRegistry): void {
  for (const def of [meCollection, notificationsCollection, categoriesCollection, usersCollection]) registry.addCollection(def)
  registry.addWrite(applyBrandWrite)
  registry.addWrite(followerVerificationWrite)
  registry.addWrite(profileUpdateWrite)
  registry.addWrite(markNotificationsReadWrite)
  registry.addWrite(createCategoryWrite)
  registry.addWrite(updateCategoryWrite)
  registry.addWrite(uploadFileWrite)
  for (const def of [...marketCollections, ...creatorCollections, ...artistCollections, ...brandCollections, ...walletCollections, ...adminCollections]) {
    registry.addCollection(def)
  }
  for (const kind of [...creatorWrites, ...artistWrites, ...brandWrites, ...walletWrites, ...adminWrites]) registry.addWrite(kind)
  registry.check()
}
