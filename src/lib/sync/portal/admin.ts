import type { AnyWrite, CollectionDef } from '../registry'

// The lists only the admin screens read, and the writes they queue (registered in register-portal.ts).

export const adminCollections: CollectionDef[] = []

export const adminWrites: AnyWrite[] = []
