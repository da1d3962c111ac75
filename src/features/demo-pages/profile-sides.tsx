import { Star, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Progress } from '@/components/ui/progress'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Label } from '@/components/ui/label'
import { formatDate } from '@/lib/demo-format'
import { cn } from '@/lib/cn'
import type { ProfileData } from './pages-api'

const TILES = ['from-brand-700 to-fuchsia-600', 'from-sky-700 to-emerald-600', 'from-amber-600 to-rose-600', 'from-slate-800 to-brand-700', 'from-emerald-700 to-teal-500', 'from-rose-700 to-orange-500']
const h = 'mb-4 font-semibold text-foreground'

export function ProfileLeft({ data, only }: { data: ProfileData; only?: 'about' }) {
  const [favorites, setFavorites] = useState(() => data.suggestedPages.filter((p) => p.favorite).map((p) => p.username))
  return (
    <div className="grid grid-cols-1 content-start gap-6">
      <Card>
        <h3 className={h}>About</h3>
        <p className="text-sm">{data.userAbout.about}</p>
        <dl className="mt-4 grid grid-cols-1 gap-3 text-sm">
          {[['Joined', formatDate(data.userAbout.joined)], ['Lives', data.userAbout.lives], ['E-mail', data.userAbout.email], ['Website', data.userAbout.website]].map(([k, v]) => (
            <div key={k}><dt className="font-semibold text-foreground">{k}:</dt><dd className="text-muted-foreground">{v}</dd></div>
          ))}
        </dl>
      </Card>
      {only ? null : (
        <Card>
          <h3 className={h}>Suggested pages</h3>
          <ul className="grid grid-cols-1 gap-4">
            {data.suggestedPages.map((p) => {
              const fav = favorites.includes(p.username)
              return (
                <li key={p.username} className="flex items-center gap-3">
                  <Avatar name={p.username} size="sm" />
                  <span className="min-w-0 flex-1 text-sm"><span className="block truncate font-medium">{p.username}</span><span className="block text-xs text-slate-500">{p.subtitle}</span></span>
                  <button type="button" aria-pressed={fav} aria-label={`${fav ? 'Unfavourite' : 'Favourite'} ${p.username}`} onClick={() => setFavorites((f) => (fav ? f.filter((x) => x !== p.username) : [...f, p.username]))} className="rounded p-1">
                    <Star size={18} aria-hidden className={cn(fav ? 'fill-amber-400 text-amber-400' : 'text-slate-400')} />
                  </button>
                </li>
              )
            })}
          </ul>
        </Card>
      )}
      {only ? null : (
        <Card>
          <h3 className={h}>Twitter feeds</h3>
          <ul className="grid grid-cols-1 gap-4">
            {data.twitterFeeds.map((t) => (
              <li key={t.id} className="text-sm">
                <div className="flex items-center gap-2"><Avatar name={t.title} size="sm" /><span><span className="block font-medium">{t.title}</span><span className="block text-xs text-slate-500">@{t.id}</span></span></div>
                <p className="mt-2">{t.desc}</p>
                <p className="text-xs text-primary">{t.tags}</p>
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  )
}

function Polls({ polls }: { polls: ProfileData['polls'] }) {
  const [vote, setVote] = useState('')
  return (
    <Card>
      <h3 className={h}>Polls</h3>
      <p className="mb-3 text-sm text-muted-foreground">Which genre should the next hook be?</p>
      <RadioGroup value={vote} onValueChange={setVote} aria-label="Poll: next genre" className="gap-4">
        {polls.map((p) => (
          <div key={p.name} className="grid grid-cols-1 gap-1.5">
            <div className="flex items-center gap-2 text-sm">
              <RadioGroupItem value={p.name} id={`poll-${p.name}`} />
              <Label htmlFor={`poll-${p.name}`} className="flex-1">{p.name}</Label>
              <span className="text-slate-500">{p.result}</span>
            </div>
            <Progress value={Number.parseInt(p.result, 10)} aria-label={`${p.name}: ${p.result}`} size="xs" />
          </div>
        ))}
      </RadioGroup>
      {vote ? <p role="status" className="mt-3 text-sm text-success">You voted for {vote}.</p> : null}
    </Card>
  )
}

export function ProfileRight({ data, only }: { data: ProfileData; only?: 'photos' | 'suggestions' }) {
  const [added, setAdded] = useState<string[]>([])
  return (
    <div className="grid grid-cols-1 content-start gap-6">
      {only === 'suggestions' ? null : (
        <Card>
          <h3 className={h}>Latest photos</h3>
          <ul className="grid grid-cols-3 gap-2">
            {data.latestPhotos.map((p, i) => <li key={p.img} aria-hidden className={cn('aspect-square rounded-lg bg-gradient-to-br', TILES[i % TILES.length])} />)}
          </ul>
        </Card>
      )}
      {only === 'photos' ? null : (
        <Card>
          <h3 className={h}>Suggestions</h3>
          <ul className="grid grid-cols-1 gap-4">
            {data.suggestions.map((s) => (
              <li key={s.name} className="flex items-center gap-3">
                <Avatar name={s.name} size="sm" />
                <span className="min-w-0 flex-1 text-sm"><span className="block font-medium">{s.name}</span><span className="block text-xs text-slate-500">{s.mutualFriend}</span></span>
                <Button size="icon-sm" variant={added.includes(s.name) ? 'success' : 'outline'} aria-pressed={added.includes(s.name)} aria-label={`${added.includes(s.name) ? 'Request sent to' : 'Add'} ${s.name}`} onClick={() => setAdded((a) => (a.includes(s.name) ? a.filter((x) => x !== s.name) : [...a, s.name]))}>
                  <UserPlus size={14} aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {only ? null : <Polls polls={data.polls} />}
    </div>
  )
}
