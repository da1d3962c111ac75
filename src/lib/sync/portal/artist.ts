import type { AnyWrite, CollectionDef } from '../registry'

// The lists only the artist screens read, and the writes they queue (registered in register-portal.ts).

export const artistCollections: CollectionDef[] = []

export const artistWrites: AnyWrite[] = []
