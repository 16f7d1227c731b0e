/**
 * The signed-in pages' modules, by the first part of their path. The build reads this file too
 * (frontend/build/page-preloads.ts), so keep one `key: () => import('…')` per line.
 */
export const SIGNED_IN_PAGES = {
  '': () => import('../features/dashboard/components/dashboard-page'),
  wellness: () => import('../features/wellness/components/wellness-page'),
  support: () => import('../features/support/components/support-page'),
  profile: () => import('../features/profile/components/profile-page'),
  therapists: () => import('../features/therapists/components/therapist-matching-page'),
  'therapist-connections': () => import('../features/therapists/components/therapist-connections-page'),
  'mental-health': () => import('../features/mental-health/components/mental-health-page'),
  'check-ins': () => import('../features/check-ins/components/check-ins-page'),
  reports: () => import('../features/reports/components/reports-page'),
  journal: () => import('../features/journal/components/journal-page'),
  'ai-coaching': () => import('../features/ai-coaching/components/ai-coaching-page'),
  safety: () => import('../features/ai-coaching/components/safety-page'),
  'safety-plan': () => import('../features/safety-plan/components/safety-plan-page'),
  settings: () => import('../features/settings/components/settings-page'),
  community: () => import('../features/community/components/community-page'),
  import: () => import('../features/data-import/components/import-page'),
} as const;
