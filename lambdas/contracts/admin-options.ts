/** The admin area's constants, without zod, so screens can read them without the schemas. */
export const ADMIN_LIMITS = {
  maxCodesPerBatch: 1000,
  maxDurationDays: 3650,
  maxNoteLength: 200,
  /** Spec §9: admin lists show 20. */
  pageSize: 20,
  maxPageSize: 100,
  /** Weeks of new accounts on the dashboard's chart. */
  dashboardWeeks: 12,
  recentRedemptions: 10,
} as const;

/** What a code gives: the plan's name as the subscription shows it. */
export const CODE_PLANS = ['monthly', 'annual'] as const;
export type CodePlan = (typeof CODE_PLANS)[number];
export const CODE_PLAN_DAYS: Record<CodePlan, number> = { monthly: 30, annual: 365 };

export const CODE_STATUSES = ['unused', 'redeemed', 'expired', 'revoked'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];
