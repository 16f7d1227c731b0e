/**
 * Every rule of the detector, family by family; a large family is split into files by sub-theme,
 * spread here in the family's order. The detector tries them in this order; with one id per rule
 * the order changes only the order the signals are listed in.
 *
 * To add or fix a rule: find it by its id in its family's files, change its word lists, and give
 * it an example of the wording it now matches (and a near miss it must not): the rules test runs
 * every example through the rules alone. A new rule needs an id of its own and at least one
 * example of each kind. Rules change what the learned layer is trained on: run
 * `npm run train:crisis` and commit the weights with the rule.
 */
import { BURDEN_RULES } from './burden';
import { CONTEXT_TIER_RULES } from './context-tier';
import { DANGER_RULES } from './danger';
import { HOPELESSNESS_CANNOT_GO_ON_RULES } from './hopelessness-cannot-go-on';
import { HOPELESSNESS_NO_POINT_OR_WORTH_RULES } from './hopelessness-no-point-or-worth';
import { MEANS_HEIGHTS_TRAFFIC_AND_WATER_RULES } from './means-heights-traffic-and-water';
import { MEANS_PILLS_AND_GUNS_RULES } from './means-pills-and-guns';
import { MEANS_POISON_BLADES_AND_IN_HAND_RULES } from './means-poison-blades-and-in-hand';
import { MEANS_SET_UP_AND_HANGING_RULES } from './means-set-up-and-hanging';
import { PASSIVE_WISH_NOT_WAKING_OR_DISAPPEARING_RULES } from './passive-wish-not-waking-or-disappearing';
import { PASSIVE_WISH_TIRED_AND_WANTING_OUT_RULES } from './passive-wish-tired-and-wanting-out';
import { PLAN_RULES } from './plan';
import { PREPARATION_RULES } from './preparation';
import type { Rule } from './rule';
import { SELF_HARM_CUTTING_AND_HURTING_RULES } from './self-harm-cutting-and-hurting';
import { SELF_HARM_INJURIES_AND_URGES_RULES } from './self-harm-injuries-and-urges';
import { SUICIDAL_THOUGHTS_BETTER_OFF_GONE_RULES } from './suicidal-thoughts-better-off-gone';
import { SUICIDAL_THOUGHTS_KILLING_ONESELF_RULES } from './suicidal-thoughts-killing-oneself';
import { SUICIDAL_THOUGHTS_NOT_BEING_AROUND_RULES } from './suicidal-thoughts-not-being-around';
import { SUICIDAL_THOUGHTS_WANTING_TO_DIE_RULES } from './suicidal-thoughts-wanting-to-die';
import { WARNING_SIGNS_RULES } from './warning-signs';

export const RULES: readonly Rule[] = [
  ...HOPELESSNESS_CANNOT_GO_ON_RULES,
  ...HOPELESSNESS_NO_POINT_OR_WORTH_RULES,
  ...PASSIVE_WISH_NOT_WAKING_OR_DISAPPEARING_RULES,
  ...PASSIVE_WISH_TIRED_AND_WANTING_OUT_RULES,
  ...BURDEN_RULES,
  ...WARNING_SIGNS_RULES,
  ...SUICIDAL_THOUGHTS_BETTER_OFF_GONE_RULES,
  ...SUICIDAL_THOUGHTS_NOT_BEING_AROUND_RULES,
  ...SUICIDAL_THOUGHTS_WANTING_TO_DIE_RULES,
  ...SUICIDAL_THOUGHTS_KILLING_ONESELF_RULES,
  ...SELF_HARM_CUTTING_AND_HURTING_RULES,
  ...SELF_HARM_INJURIES_AND_URGES_RULES,
  ...MEANS_SET_UP_AND_HANGING_RULES,
  ...MEANS_PILLS_AND_GUNS_RULES,
  ...MEANS_HEIGHTS_TRAFFIC_AND_WATER_RULES,
  ...MEANS_POISON_BLADES_AND_IN_HAND_RULES,
  ...PLAN_RULES,
  ...PREPARATION_RULES,
  ...DANGER_RULES,
  ...CONTEXT_TIER_RULES,
];
