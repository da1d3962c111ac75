import { Alert, AlertDescription } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'

/** The loading or error state of a demo call, or nothing once it has data. */
export function LoadState({ loading, error, label }: { loading: boolean; error: string | null; label: string }) {
  if (error) {
    return (
      <Alert tone="danger" role="alert">
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    )
  }
  return loading ? <Spinner label={label} /> : null
}
