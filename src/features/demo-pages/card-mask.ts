/** Groups a card number by four digits as it is typed (at most 16 digits). */
export function applyCardMask(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ')
}
