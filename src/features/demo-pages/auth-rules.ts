import { z } from 'zod'

// The template forms check their fields like a real form would; nothing is sent anywhere.
const email = z.string().trim().min(1, 'Enter your e-mail address.').pipe(z.email('Enter an e-mail address like name@example.com.'))
const password = z.string().min(8, 'Use at least 8 characters.')

export const loginRules = z.object({ email, password: z.string().min(1, 'Enter your password.') })
export const registerRules = z.object({
  username: z.string().trim().min(3, 'Use at least 3 characters.'),
  email,
  password,
  terms: z.literal(true, { error: 'Accept the privacy policy and terms.' }),
})
export const forgotRules = z.object({ email })
export const resetRules = z
  .object({ password, confirm: z.string().min(1, 'Repeat the new password.') })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match.' })
export const codeRules = z.object({ code: z.string().regex(/^\d{6}$/, 'Enter the 6 digits of the code.') })

/** The first message per field, or an empty object when the values pass. */
export function check(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'form')
    errors[key] ??= issue.message
  }
  return errors
}
