import { useServerSettings } from '@/lib/portal/server-settings'

/** Where a declined account can write, when the deployment names an address (SUPPORT_EMAIL). */
export default function SupportContact() {
  const support = useServerSettings()?.supportEmail
  if (!support) return null
  return (
    <p className="mt-1 text-sm">
      If you think this is a mistake, write to{' '}
      <a href={`mailto:${support}`} className="font-medium underline">
        {support}
      </a>
      .
    </p>
  )
}
