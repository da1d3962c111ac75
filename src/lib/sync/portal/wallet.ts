import type { AnyWrite, CollectionDef } from '../registry'

// The lists only the wallet screens read, and the writes they queue (registered in register-portal.ts).

export const walletCollections: CollectionDef[] = []

export const walletWrites: AnyWrite[] = []
