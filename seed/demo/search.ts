import type { SearchPage } from '../../src/db/demo-schema'
import { anchorDate } from './dates'
import { avatarPath } from './names'

const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

type Entry = [title: string, link: string, icon: string]

const group = (prefix: string, icon: string, slugs: string[], title = titleCase): Entry[] =>
  slugs.map((slug) => [title(slug), `${prefix}/${slug}`, icon])

// Every demo page of the specification (§2) and every portal menu route, in menu order.
const ENTRIES: Entry[] = [
  ['Analytics Dashboard', '/dashboard/analytics', 'Activity'],
  ['eCommerce Dashboard', '/', 'ShoppingCart'],
  ['Email', '/apps/email', 'Mail'],
  ['Chat', '/apps/chat', 'MessageSquare'],
  ['Todo', '/apps/todo', 'CheckSquare'],
  ['Calendar', '/apps/calendar', 'Calendar'],
  ['Kanban', '/apps/kanban', 'Trello'],
  ...group('/apps/invoice', 'FileText', ['list', 'preview', 'edit', 'add'], (slug) => `Invoice ${titleCase(slug)}`),
  ['Shop', '/apps/ecommerce/shop', 'ShoppingCart'],
  ['Product Detail', '/apps/ecommerce/product-detail', 'Package'],
  ['Wishlist', '/apps/ecommerce/wishlist', 'Heart'],
  ['Checkout', '/apps/ecommerce/checkout', 'CreditCard'],
  ['User List', '/apps/user/list', 'Users'],
  ['User View', '/apps/user/view', 'User'],
  ['Roles', '/apps/roles', 'Shield'],
  ['Permissions', '/apps/permissions', 'Lock'],
  ['Access Control', '/access-control', 'Shield'],
  ...group('/pages', 'LogIn', ['login-basic', 'login-cover', 'register-basic', 'register-cover']),
  ...group('/pages', 'Key', ['forgot-password-basic', 'forgot-password-cover', 'reset-password-basic', 'reset-password-cover']),
  ...group('/pages', 'MailCheck', ['verify-email-basic', 'verify-email-cover', 'two-steps-basic', 'two-steps-cover']),
  ['Account Settings', '/pages/account-settings', 'Settings'],
  ['Profile', '/pages/profile', 'User'],
  ['FAQ', '/pages/faq', 'HelpCircle'],
  ['Knowledge Base', '/pages/knowledge-base', 'Info'],
  ['Pricing', '/pages/pricing', 'DollarSign'],
  ...group('/pages/blog', 'FileText', ['list', 'detail', 'edit'], (slug) => `Blog ${titleCase(slug)}`),
  ['License', '/pages/license', 'Award'],
  ['API Key', '/pages/api-key', 'Key'],
  ['Modal Examples', '/pages/modal-examples', 'Square'],
  ...group('/misc', 'AlertTriangle', ['coming-soon', 'not-authorized', 'maintenance', 'error']),
  ['Typography', '/ui-element/typography', 'Type'],
  ['Colors', '/colors/colors', 'Droplet'],
  ['Feather Icons', '/icons/reactfeather', 'Feather'],
  ...group('/cards', 'CreditCard', ['basic', 'advance', 'statistics', 'analytics', 'action'], (slug) => `${titleCase(slug)} Cards`),
  ...group('/components', 'Box', [
    'alerts', 'auto-complete', 'avatar', 'badges', 'breadcrumbs', 'buttons', 'carousel', 'collapse',
    'divider', 'dropdowns', 'list-group', 'modals', 'nav-component', 'pagination', 'pill-badges',
    'pills-component', 'popovers', 'progress', 'spinners', 'tabs-component', 'timeline', 'toasts',
    'tooltips', 'blockui', 'accordion', 'offcanvas',
  ]),
  ...group('/extensions', 'PlusCircle', [
    'sweet-alert', 'toastr', 'slider', 'drag-and-drop', 'tour', 'clipboard', 'react-player',
    'context-menu', 'swiper', 'ratings', 'i18n', 'pagination', 'import', 'export', 'export-selected',
  ], (slug) => `${titleCase(slug)} Extension`),
  ...group('/page-layout', 'Layout', ['collapse-menu', 'layout-boxed', 'without-menu', 'layout-empty', 'layout-blank']),
  ...group('/forms/elements', 'Edit3', [
    'input', 'input-group', 'input-mask', 'textarea', 'checkbox', 'radio', 'switch', 'select',
    'number-input', 'file-uploader', 'editor', 'pickers',
  ]),
  ['Form Layout', '/forms/layout/form-layout', 'Columns'],
  ['Form Wizard', '/forms/wizard', 'Package'],
  ['Form Validation', '/forms/form-validation', 'CheckCircle'],
  ['Form Repeater', '/forms/form-repeater', 'Copy'],
  ['Reactstrap Tables', '/tables/reactstrap', 'Server'],
  ['Basic DataTable', '/datatables/basic', 'Grid'],
  ['Advanced DataTable', '/datatables/advance', 'Grid'],
  ['Apex Charts', '/charts/apex', 'PieChart'],
  ['ChartJS', '/charts/chartjs', 'BarChart2'],
  ['Recharts', '/charts/recharts', 'TrendingUp'],
  // Portal menu routes (§2), spelled exactly as the portal uses them.
  ['Home', '/Home', 'Home'],
  ['My Songs', '/manage/artistmusic', 'Music'],
  ['Verifications', '/manage/verifications', 'CheckCircle'],
  ['Users', '/Manage/User/Admin', 'Users'],
  ['Add Song', '/Manage/addsong', 'PlusCircle'],
  ['Sounds List', '/Manage/soundslist', 'List'],
  ['Profile', '/account', 'User'],
  ['Duet Ad Video', '/brandform', 'Video'],
  ['Make Ad Video', '/brandformscript', 'Film'],
  ['Brand Requests', '/brandrequests', 'Briefcase'],
  ['My Adverts', '/mybrandrequests', 'Tv'],
  ['Transaction', '/transactions', 'DollarSign'],
  ['Verification (Tiktokers)', '/Manage/adminverificationsusers', 'UserCheck'],
  ['Add CapCut Sound', '/Manage/addcatcupsong', 'PlusSquare'],
  ['Influencers Sounds', '/Manage/influencersoundslist', 'Star'],
  ['CapCut Sounds List', '/Manage/catcupsoundslist', 'List'],
  ['Sound List', '/admin/soundlist', 'Headphones'],
  ['Statics', '/admin/stats', 'BarChart'],
  ['Sounds List Admin', '/Manage/soundslistadmin', 'Sliders'],
]

const BOOKMARKED = new Set(['/apps/email', '/apps/chat', '/apps/todo', '/apps/calendar'])

/** A stable camelCase key per route, e.g. `/apps/invoice/list` → `appsInvoiceList`. */
function targetOf(link: string): string {
  if (link === '/') return 'ecommerceDash'
  const words = link.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean)
  return words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('')
}

export function buildSearchPages(): SearchPage[] {
  return ENTRIES.map(([title, link, icon], index) => ({
    id: index + 1,
    target: targetOf(link),
    title,
    icon,
    link,
    isBookmarked: BOOKMARKED.has(link),
  }))
}

export function buildSearchFiles() {
  return [
    { title: 'Summer campaign brief', by: 'Nadia Okafor', size: '1.2mb', file: '/images/icons/pdf.png' },
    { title: 'Payout report January', by: 'Theo Lindqvist', size: '640kb', file: '/images/icons/xls.png' },
    { title: 'Brand guidelines', by: 'Mila Fontaine', size: '3.4mb', file: '/images/icons/pdf.png' },
    { title: 'Creator contract template', by: 'Owen Mercer', size: '88kb', file: '/images/icons/doc.png' },
    { title: 'Release artwork', by: 'Priya Chandra', size: '2.1mb', file: '/images/icons/jpg.png' },
    { title: 'Mix notes', by: 'Ezra Novak', size: '4kb', file: '/images/icons/txt.png' },
    { title: 'Studio booking sheet', by: 'Lena Quinn', size: '52kb', file: '/images/icons/xls.png' },
    { title: 'Promo voice-over script', by: 'Hugo Ramos', size: '12kb', file: '/images/icons/doc.png' },
  ]
}

export function buildSearchContacts() {
  const names = ['Nadia Okafor', 'Theo Lindqvist', 'Mila Fontaine', 'Owen Mercer', 'Priya Chandra', 'Ezra Novak', 'Lena Quinn', 'Hugo Ramos']
  return names.map((title, index) => ({
    title,
    email: `${title.toLowerCase().replace(' ', '.')}@example.com`,
    img: avatarPath(index + 2),
    date: anchorDate(-(index * 9 + 3)),
  }))
}
