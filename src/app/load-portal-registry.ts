/**
 * Loads and registers the sync catalogue's lists (src/app/portal-registry.ts) once; the router's
 * frame waits for it before a signed-in user's screens render. The write kinds load later, when a
 * queued entry needs them.
 */
export const loadPortalRegistry = (): Promise<void> => import('./portal-registry').then(() => undefined)
