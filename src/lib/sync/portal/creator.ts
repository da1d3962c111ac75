import type { AnyWrite, CollectionDef } from '../registry'

// The lists only the creator screens read, and the writes they queue (registered in register-portal.ts).

export const creatorCollections: CollectionDef[] = []

export const creatorWrites: AnyWrite[] = []
