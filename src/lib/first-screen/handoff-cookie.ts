/** The cookie the server's form sign-in hands the session over in (server/routes/auth/form-sign-in.ts reads this name). */
export const HANDOFF_COOKIE = 'signedIn'
