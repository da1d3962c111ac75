import {
  Activity, Bookmark, Calendar, CreditCard, FileText, Heart, Home, List, Lock, Mail, MessageSquare, Music, Package, ShieldCheck, ShoppingCart,
  SquareCheck, SquareKanban, User, Users, type LucideIcon,
} from 'lucide-react'

// The seed names icons as the template did (Feather names). Only the icons of the pages people
// bookmark most are mapped: this module sits in the first screen's JavaScript, so every icon
// costs every visitor. Anything else shows a plain bookmark.
const ICONS: Record<string, LucideIcon> = {
  Activity, Calendar, CreditCard, FileText, Heart, Home, List, Lock, Mail, MessageSquare, Music, Package, ShoppingCart, User, Users,
  CheckSquare: SquareCheck,
  Trello: SquareKanban,
  Shield: ShieldCheck,
}

export function BookmarkIcon({ name, size = 20, className }: { name: string; size?: number; className?: string }) {
  const Icon = ICONS[name] ?? Bookmark
  return <Icon aria-hidden size={size} className={className} />
}
