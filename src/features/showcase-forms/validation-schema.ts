import { z } from 'zod'

/** The rules of the form-validation demo; messages are shown next to each field. */
export const signUpSchema = z
  .object({
    username: z.string().trim().min(3, 'Username must be at least 3 characters.').max(20, 'Username must be at most 20 characters.').regex(/^[a-z0-9_]+$/i, 'Use letters, digits and _ only.'),
    email: z.string().trim().min(1, 'Enter your e-mail address.').pipe(z.email('Enter an e-mail address like name@example.com.')),
    password: z.string().min(8, 'Password must be at least 8 characters.').regex(/\d/, 'Password must contain a digit.'),
    confirm: z.string().min(1, 'Repeat the password.'),
    age: z.coerce.number({ error: 'Enter your age as a number.' }).int('Enter a whole number.').min(18, 'You must be 18 or older.').max(120, 'Enter a real age.'),
    website: z.union([z.literal(''), z.url({ error: 'Enter a full address starting with https://.', protocol: /^https?$/ })]),
    country: z.string().min(1, 'Choose a country.'),
    terms: z.literal(true, { error: 'Accept the terms to continue.' }),
  })
  .refine((v) => v.password === v.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match.',
    // Compare as soon as both passwords are filled in, even while other fields are still wrong
    // (zod would otherwise skip this check until the whole object is valid).
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirm?: unknown }
      return typeof v.password === 'string' && typeof v.confirm === 'string' && v.confirm.length > 0
    },
  })

export type SignUpInput = z.input<typeof signUpSchema>
export type FieldErrors = Partial<Record<keyof SignUpInput, string>>

export const EMPTY_SIGN_UP = { username: '', email: '', password: '', confirm: '', age: '', website: '', country: '', terms: false } satisfies Record<keyof SignUpInput, unknown>

/** The first message per field, or null when the values pass. */
export function validateSignUp(values: typeof EMPTY_SIGN_UP): FieldErrors | null {
  const result = signUpSchema.safeParse(values)
  if (result.success) return null
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof SignUpInput | undefined
    if (key && !errors[key]) errors[key] = issue.message
  }
  return errors
}
