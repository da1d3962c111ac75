import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/lib/notify'
import type { AccountSettings } from './pages-api'

type Connections = AccountSettings['social']['connections']
const NETWORKS: [keyof Connections, string][] = [['twitter', 'Twitter'], ['google', 'Google'], ['facebook', 'Facebook'], ['github', 'GitHub']]

export function AccountConnections({ initial }: { initial: Connections }) {
  const [connected, setConnected] = useState(() => Object.fromEntries(NETWORKS.map(([k]) => [k, initial[k]?.id ?? ''])) as Record<keyof Connections, string>)
  return (
    <ul className="grid grid-cols-1 gap-4">
      {NETWORKS.map(([key, name]) => (
        <li key={key} className="flex flex-wrap items-center gap-3 rounded-lg p-3 ring-1 ring-border">
          <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-lg bg-muted font-bold text-soft-foreground">{name[0]}</span>
          <span className="flex-1">
            <span className="block font-medium">{name}</span>
            <span className="block text-sm text-muted-foreground">{connected[key] ? `Connected as @${connected[key]}` : 'Not connected'}</span>
          </span>
          <Button size="sm" variant={connected[key] ? 'danger' : 'secondary'} onClick={() => setConnected((c) => ({ ...c, [key]: c[key] ? '' : 'alexmorgan' }))} aria-label={`${connected[key] ? 'Disconnect' : 'Connect'} ${name}`}>
            {connected[key] ? 'Disconnect' : 'Connect'}
          </Button>
        </li>
      ))}
    </ul>
  )
}

type Flags = AccountSettings['notification']
const FLAGS: [keyof Flags, string][] = [
  ['commentOnArticle', 'E-mail me when someone comments on my article'],
  ['answerOnForm', 'E-mail me when someone answers on my form'],
  ['followMe', 'E-mail me when someone follows me'],
  ['newAnnouncements', 'News and announcements'],
  ['productUpdates', 'Weekly product updates'],
  ['blogDigest', 'Weekly blog digest'],
]

export function AccountNotifications({ initial }: { initial: Flags }) {
  const [flags, setFlags] = useState(initial)
  return (
    <form onSubmit={(e) => { e.preventDefault(); toast.success('Notification settings saved') }} className="grid grid-cols-1 gap-4">
      <fieldset className="grid grid-cols-1 gap-3">
        <legend className="mb-2 font-semibold text-foreground">Activity and application</legend>
        {FLAGS.map(([key, label]) => (
          <div key={key} className="flex items-center gap-3">
            <Switch id={`notif-${key}`} checked={flags[key]} onCheckedChange={(on) => setFlags((f) => ({ ...f, [key]: on }))} />
            <Label htmlFor={`notif-${key}`}>{label}</Label>
          </div>
        ))}
      </fieldset>
      <div><Button type="submit">Save changes</Button></div>
    </form>
  )
}
