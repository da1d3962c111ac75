import { useEffect } from 'react'
import { refreshSession } from '@/lib/session/refresh'
import { useOnline } from '@/lib/use-online'

/**
 * Refreshes the stored user from the server at start and on reconnect, so role or approval
 * changes reach the menu; an expired token ends the session there (the 401 rule).
 */
export function SessionRefresher() {
  const online = useOnline()
  useEffect(() => {
    if (online) void refreshSession()
  }, [online])
  return null
}
