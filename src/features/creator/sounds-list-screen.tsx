import { PageHeader } from '@/components/ui/card'
import { effectiveRole, useUserData } from '@/lib/session/session'
import { isLiveHold } from './kinds'
import { HoldPanel } from './hold-panel'
import { useMyApprovals, useQueuedSoundWrites, useSounds, type Approval, type Sound } from './hooks'
import { SoundBrowser } from './sound-browser'
import { money, SoundCard, TrackingLink } from './sound-parts'
import { trackingLink } from './tracking'

export function soundFacts(sound: Sound): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ['Free slots', `${sound.slots.free} of ${sound.slots.total}`],
    ['Pay per use', money(sound.payPerUse, sound.currency)],
    ['Hold time', `${sound.holdHours} h`],
  ]
  if (sound.payPerClick) facts.push(['Pay per click', money(sound.payPerClick, sound.currency)])
  return facts
}

const approvalsOf = (approvals: Approval[] | undefined, soundId: string) => (approvals ?? []).filter((a) => a.campaignId === soundId && a.kind === 'video')

/** Sounds List: normal sounds to browse; creators hold slots, submit videos and share tracking links. */
export function SoundsListScreen() {
  const user = useUserData()
  const creator = effectiveRole(user) === 'tiktoker'
  const sounds = useSounds('normal')
  const approvals = useMyApprovals()
  const writes = useQueuedSoundWrites()
  const me = typeof user?.id === 'string' ? user.id : ''

  return (
    <>
      <PageHeader
        title="Sounds List"
        description={creator ? 'Hold a slot on a sound, make your video with it and submit the link before the hold runs out.' : 'Sounds open to creators, with their free slots and pay.'}
      />
      <SoundBrowser
        sounds={sounds}
        search={{ path: '/artist/get-all-sounds-with-locking', kind: 'normal' }}
        label="sounds"
        empty="No sounds are open right now. New sounds appear here as artists add them."
        render={(sound) => {
          const tracked = creator && sound.payPerClick !== null && isLiveHold(sound.myHold)
          return (
            <SoundCard sound={sound} facts={soundFacts(sound)}>
              {creator ? (
                <>
                  <HoldPanel sound={sound} approvals={approvalsOf(approvals, sound.id)} writes={writes?.get(sound.id)} />
                  {tracked ? <TrackingLink link={trackingLink(location.origin, sound.id, me)} title={sound.title} /> : null}
                </>
              ) : null}
            </SoundCard>
          )
        }}
      />
    </>
  )
}
