/**
 * Loads and registers the sync catalogue (src/app/portal-registry.ts) once; the router's frame
 * waits for it before a signed-in user's screens render. Its code (every write kind and the server
 * schemas under them) stays out of the entry.
 */
export const loadPortalRegistry = (): Promise<void> => import('./portal-registry').then(() => undefined)
