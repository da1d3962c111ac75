import { Link } from '@tanstack/react-router'
import { Card, CardDescription, CardTitle, PageHeader } from '@/components/ui/card'
import { HoldPanel } from './hold-panel'
import { useMyAccount, useMyApprovals, useQueuedSoundWrites, useSounds } from './hooks'
import { SoundBrowser } from './sound-browser'
import { money, SoundCard } from './sound-parts'

/** Why the screen is closed to this account, in plain words; null when it is open. */
function closedReason(influencer: unknown, spamVideos: unknown): string | null {
  if (influencer !== 'Yes') return 'Influencers Sounds are open only to creators marked as influencers. An admin sets this on your account; until then this list stays closed to you.'
  if (spamVideos !== 'enabled') return 'You are marked as an influencer, but influencer sounds are not enabled on your account yet. An admin can enable them.'
  return null
}

/** Influencers Sounds: campaigns where one slot takes several videos, each paid once approved. */
export function InfluencerScreen() {
  const account = useMyAccount()
  const sounds = useSounds('influencer')
  const approvals = useMyApprovals()
  const writes = useQueuedSoundWrites()
  const reason = closedReason(account?.influencer, account?.spamVideos)

  return (
    <>
      <PageHeader title="Influencers Sounds" description="Sounds for influencers: hold a slot and submit several videos with it; each approved video is paid." />
      {reason ? (
        <Card>
          <CardTitle>Not open to your account</CardTitle>
          <CardDescription className="mt-2">{reason}</CardDescription>
          <p className="mt-4 text-sm">
            <Link to="/Manage/soundslist" className="font-medium text-primary underline">Browse the Sounds List instead</Link>
          </p>
        </Card>
      ) : (
        <SoundBrowser
          sounds={sounds}
          search={{ path: '/artist/get-spam-sounds' }}
          label="influencer sounds"
          empty="No influencer sounds are open right now."
          render={(sound) => (
            <SoundCard
              sound={sound}
              facts={[
                ['Free slots', `${sound.slots.free} of ${sound.slots.total}`],
                ['Pay per video', money(sound.payPerUse, sound.currency)],
                ['Videos a slot', String(sound.linksPerSlot)],
              ]}
            >
              <p className="text-xs text-muted-foreground">Hold time {sound.holdHours} h. Each of your videos is paid once the artist approves it.</p>
              <HoldPanel sound={sound} approvals={(approvals ?? []).filter((a) => a.campaignId === sound.id && a.kind === 'video')} writes={writes?.get(sound.id)} />
            </SoundCard>
          )}
        />
      )}
    </>
  )
}
