// The names of the brand-request write kinds, apart from their definitions (writes.ts brings the
// server's schemas and the validation library): screens that only read name them from here.

export const BRAND_KIND = {
  createRequest: 'brand.createRequest',
  deleteRequest: 'brand.deleteRequest',
  holdSlot: 'brand.holdSlot',
} as const

/** The kinds whose refusals the brand-request screens show. */
export const BRAND_KINDS: string[] = Object.values(BRAND_KIND)
