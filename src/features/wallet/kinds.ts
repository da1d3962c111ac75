// The names of the wallet's write kinds, apart from their definitions (writes.ts brings the
// server's schemas and the validation library): screens that only read name them from here.

export const WALLET_KIND = {
  fund: 'wallet.fund',
  withdraw: 'wallet.withdraw',
} as const
