// The names of the dispute write kinds, apart from their definitions (writes.ts brings the server's
// schemas and the validation library): screens that only read name them from here.

export const DISPUTE_KIND = {
  report: 'disputes.report',
  appeal: 'disputes.appeal',
  decideReport: 'disputes.decideReport',
  decideAppeal: 'disputes.decideAppeal',
} as const
