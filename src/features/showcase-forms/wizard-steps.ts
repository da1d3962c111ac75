export interface WizardField {
  key: string
  label: string
  type?: string
  required?: boolean
  autoComplete?: string
}

export interface WizardStep {
  id: string
  title: string
  subtitle: string
  fields: WizardField[]
}

export const WIZARD_STEPS: WizardStep[] = [
  {
    id: 'account',
    title: 'Account Details',
    subtitle: 'Enter your account details',
    fields: [
      { key: 'username', label: 'Username', required: true, autoComplete: 'username' },
      { key: 'email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
      { key: 'password', label: 'Password', type: 'password', required: true, autoComplete: 'new-password' },
    ],
  },
  {
    id: 'personal',
    title: 'Personal Info',
    subtitle: 'Add your personal info',
    fields: [
      { key: 'firstName', label: 'First name', required: true, autoComplete: 'given-name' },
      { key: 'lastName', label: 'Last name', required: true, autoComplete: 'family-name' },
      { key: 'country', label: 'Country', autoComplete: 'country-name' },
    ],
  },
  {
    id: 'address',
    title: 'Address',
    subtitle: 'Enter your address',
    fields: [
      { key: 'address', label: 'Address', required: true, autoComplete: 'street-address' },
      { key: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
      { key: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
    ],
  },
  {
    id: 'social',
    title: 'Social Links',
    subtitle: 'Add your social links',
    fields: [
      { key: 'twitter', label: 'Twitter', type: 'url' },
      { key: 'linkedin', label: 'LinkedIn', type: 'url' },
    ],
  },
]

/** The message for each required field of a step that is still empty. */
export function missingFields(step: WizardStep, values: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const f of step.fields) if (f.required && !values[f.key]?.trim()) errors[f.key] = `${f.label} is required.`
  return errors
}
