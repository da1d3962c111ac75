import {
  BadgeDollarSign, BarChart3, CheckCircle2, FileText, Home, List, Megaphone, Music, Scissors, ShieldCheck, Star, Upload, User, Users, Video, Wallet,
  type LucideIcon,
} from 'lucide-react'
import type { MenuIcon as MenuIconName } from './menu'

const ICONS: Record<MenuIconName, LucideIcon> = {
  home: Home, upload: Upload, music: Music, check: CheckCircle2, users: Users, list: List, user: User, video: Video,
  script: FileText, megaphone: Megaphone, badge: BadgeDollarSign, scissors: Scissors, star: Star, chart: BarChart3, shield: ShieldCheck, wallet: Wallet,
}

export function MenuIcon({ name, className }: { name: MenuIconName; className?: string }) {
  const Icon = ICONS[name]
  return <Icon aria-hidden className={className} size={20} />
}
