/**
 * Every route of the demo area's template pages and component showcase (issue 10), with the
 * heading (h1) each one must render. `shot` marks the showcase pages that go on the screenshot
 * sheet under that file name.
 */
export interface DemoPageRoute {
  path: string
  heading: string | RegExp
  shot?: string
}

const blank = (slug: string, title: string): DemoPageRoute[] => [
  { path: `/pages/${slug}-basic`, heading: `${title} basic`, shot: `pages-${slug}-basic` },
  { path: `/pages/${slug}-cover`, heading: `${title} cover`, shot: `pages-${slug}-cover` },
]

const components: [string, string][] = [
  ['alerts', 'Alerts'], ['auto-complete', 'Auto Complete'], ['avatar', 'Avatar'], ['badges', 'Badges'], ['breadcrumbs', 'Breadcrumbs'],
  ['buttons', 'Buttons'], ['carousel', 'Carousel'], ['collapse', 'Collapse'], ['divider', 'Divider'], ['dropdowns', 'Dropdowns'],
  ['list-group', 'List Group'], ['modals', 'Modals'], ['nav-component', 'Navs'], ['pagination', 'Pagination'], ['pill-badges', 'Pill Badges'],
  ['pills-component', 'Pills'], ['popovers', 'Popovers'], ['progress', 'Progress'], ['spinners', 'Spinners'], ['tabs-component', 'Tabs'],
  ['timeline', 'Timeline'], ['toasts', 'Toasts'], ['tooltips', 'Tooltips'], ['blockui', 'BlockUI'], ['accordion', 'Accordion'], ['offcanvas', 'Offcanvas'],
]
const extensions: [string, string][] = [
  ['sweet-alert', 'Sweet Alert'], ['toastr', 'Toastr'], ['slider', 'Slider'], ['drag-and-drop', 'Drag & Drop'], ['tour', 'Tour'],
  ['clipboard', 'Clipboard'], ['react-player', 'Media Player'], ['context-menu', 'Context Menu'], ['swiper', 'Swiper'], ['ratings', 'Ratings'],
  ['i18n', 'I18n'], ['pagination', 'Paginate'], ['import', 'Import'], ['export', 'Export'], ['export-selected', 'Export Selected'],
]
const formElements: [string, string][] = [
  ['input', 'Input'], ['input-group', 'Input Group'], ['input-mask', 'Input Mask'], ['textarea', 'Textarea'], ['checkbox', 'Checkbox'],
  ['radio', 'Radio'], ['switch', 'Switch'], ['select', 'Select'], ['number-input', 'Number Input'], ['file-uploader', 'File Uploader'],
  ['editor', 'Editor'], ['pickers', 'Pickers'],
]
const at = (prefix: string, list: [string, string][]) => list.map(([slug, heading]) => ({ path: `${prefix}/${slug}`, heading, shot: `${prefix.slice(1).replace(/\//g, '-')}-${slug}` }))

export const DEMO_PAGE_ROUTES: DemoPageRoute[] = [
  ...blank('login', 'Login'),
  ...blank('register', 'Register'),
  ...blank('forgot-password', 'Forgot Password'),
  ...blank('reset-password', 'Reset Password'),
  ...blank('verify-email', 'Verify Email'),
  ...blank('two-steps', 'Two Step Verification'),
  { path: '/pages/account-settings', heading: 'Account Settings', shot: 'pages-account-settings' },
  { path: '/pages/profile', heading: 'Profile', shot: 'pages-profile' },
  { path: '/pages/faq', heading: 'FAQ', shot: 'pages-faq' },
  { path: '/pages/knowledge-base', heading: 'Knowledge Base', shot: 'pages-knowledge-base' },
  { path: '/pages/knowledge-base/getting-started', heading: 'Getting Started', shot: 'pages-knowledge-base-category' },
  { path: '/pages/knowledge-base/getting-started/why-is-my-new-account-pending', heading: 'Why is my new account pending?', shot: 'pages-knowledge-base-question' },
  { path: '/pages/pricing', heading: 'Pricing', shot: 'pages-pricing' },
  { path: '/pages/blog/list', heading: 'Blog List', shot: 'pages-blog-list' },
  { path: '/pages/blog/detail', heading: 'Blog Detail', shot: 'pages-blog-detail' },
  { path: '/pages/blog/detail/3', heading: 'Blog Detail' },
  { path: '/pages/blog/edit', heading: 'Blog Edit', shot: 'pages-blog-edit' },
  { path: '/pages/license', heading: 'License', shot: 'pages-license' },
  { path: '/pages/api-key', heading: 'API Key', shot: 'pages-api-key' },
  { path: '/pages/modal-examples', heading: 'Modal Examples', shot: 'pages-modal-examples' },
  { path: '/misc/coming-soon', heading: /launching soon/, shot: 'misc-coming-soon' },
  { path: '/misc/not-authorized', heading: /not authorized/, shot: 'misc-not-authorized' },
  { path: '/misc/maintenance', heading: /Under Maintenance/, shot: 'misc-maintenance' },
  { path: '/misc/error', heading: /Page Not Found/, shot: 'misc-error' },
  { path: '/ui-element/typography', heading: 'Typography', shot: 'ui-element-typography' },
  { path: '/colors/colors', heading: 'Colors', shot: 'colors-colors' },
  { path: '/icons/reactfeather', heading: 'Icons', shot: 'icons-reactfeather' },
  { path: '/cards/basic', heading: 'Basic Cards', shot: 'cards-basic' },
  { path: '/cards/advance', heading: 'Advance Cards', shot: 'cards-advance' },
  { path: '/cards/statistics', heading: 'Statistics Cards', shot: 'cards-statistics' },
  { path: '/cards/analytics', heading: 'Analytics Cards', shot: 'cards-analytics' },
  { path: '/cards/action', heading: 'Action Cards', shot: 'cards-action' },
  ...at('/components', components),
  ...at('/extensions', extensions),
  { path: '/page-layout/collapse-menu', heading: 'Collapsed Menu', shot: 'page-layout-collapse-menu' },
  { path: '/page-layout/layout-boxed', heading: 'Boxed Layout', shot: 'page-layout-layout-boxed' },
  { path: '/page-layout/without-menu', heading: 'Without Menu', shot: 'page-layout-without-menu' },
  { path: '/page-layout/layout-empty', heading: 'Layout Empty', shot: 'page-layout-layout-empty' },
  { path: '/page-layout/layout-blank', heading: 'Layout Blank', shot: 'page-layout-layout-blank' },
  ...at('/forms/elements', formElements),
  { path: '/forms/layout/form-layout', heading: 'Form Layout', shot: 'forms-layout-form-layout' },
  { path: '/forms/wizard', heading: 'Form Wizard', shot: 'forms-wizard' },
  { path: '/forms/form-validation', heading: 'Form Validation', shot: 'forms-form-validation' },
  { path: '/forms/form-repeater', heading: 'Form Repeater', shot: 'forms-form-repeater' },
  { path: '/tables/reactstrap', heading: 'Tables', shot: 'tables-reactstrap' },
  { path: '/datatables/basic', heading: 'Basic Data Table', shot: 'datatables-basic' },
  { path: '/datatables/advance', heading: 'Advanced Data Table', shot: 'datatables-advance' },
  { path: '/charts/apex', heading: 'Apex Charts', shot: 'charts-apex' },
  { path: '/charts/chartjs', heading: 'ChartJS', shot: 'charts-chartjs' },
  { path: '/charts/recharts', heading: 'Recharts', shot: 'charts-recharts' },
]
