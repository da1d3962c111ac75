import type { AnyWrite, CollectionDef } from '../registry'

// The lists only the brand screens read, and the writes they queue (registered in register-portal.ts).

export const brandCollections: CollectionDef[] = []

export const brandWrites: AnyWrite[] = []
