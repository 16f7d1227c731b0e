/**
 * Every rule of the detector, family by family. The detector tries them in this order; with one
 * id per rule the order changes only the order the signals are listed in.
 *
 * To add or fix a rule: find it by its id in its family's file, change its word lists, and give
 * it an example of the wording it now matches (and a near miss it must not): the rules test runs
 * every example through the rules alone. A new rule needs an id of its own and at least one
 * example of each kind. Rules change what the learned layer is trained on: run
 * `npm run train:crisis` and commit the weights with the rule.
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
