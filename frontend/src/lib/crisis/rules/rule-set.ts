/**
 * Every rule of the detector, family by family. The detector tries them in this order; with one
 * id per rule the order changes only the order the signals are listed in.
 */
import { BURDEN_RULES } from './burden';
import { CONTEXT_TIER_RULES } from './context-tier';
import { DANGER_RULES } from './danger';
import { HOPELESSNESS_RULES } from './hopelessness';
import { MEANS_RULES } from './means';
import { PASSIVE_WISH_RULES } from './passive-wish';
import { PLAN_RULES } from './plan';
import { PREPARATION_RULES } from './preparation';
import type { Rule } from './rule';
import { SELF_HARM_RULES } from './self-harm';
import { SUICIDAL_THOUGHTS_RULES } from './suicidal-thoughts';
import { WARNING_SIGNS_RULES } from './warning-signs';

export const RULES: readonly Rule[] = [
  ...HOPELESSNESS_RULES,
  ...PASSIVE_WISH_RULES,
  ...BURDEN_RULES,
  ...WARNING_SIGNS_RULES,
  ...SUICIDAL_THOUGHTS_RULES,
  ...SELF_HARM_RULES,
  ...MEANS_RULES,
  ...PLAN_RULES,
  ...PREPARATION_RULES,
  ...DANGER_RULES,
  ...CONTEXT_TIER_RULES,
];
