/**
 * Which situations each written answer fits (library/answers*.ts): an answer matched by its words is
 * given only when no situation leads or the leading one is among these. Answers not listed fit any
 * situation (a technique for the jaw, an apology, a decision).
 */
import type { Session } from './session';
import { escapeRegExp } from './text';

const SLEEP = ['racing-mind-at-night', 'early-waking', 'shift-work', 'tiredness-low-energy', 'worry-overthinking', 'new-baby', 'burnout'];
export const WORK = ['workload-boss', 'burnout', 'new-job', 'coworker-conflict', 'harsh-manager', 'imposter-feelings', 'shift-work'];
const LONELY = ['loneliness', 'homesick-new-place', 'retirement', 'making-friends', 'friend-group-left-out', 'divorce-separation', 'moving-house'];
const MOVING = ['exercise-motivation', 'habit-change', 'goals-motivation', 'low-mood', 'tiredness-low-energy', 'retirement'];

export const ANSWER_FITS: Readonly<Record<string, readonly string[]>> = {
  'numb-cant-cry': ['grief-person', 'pet-loss'],
  'funeral-words': ['grief-person'],
  cravings: ['habit-change'],
  'toddler-sleep': ['parenting-stress', 'new-baby'],
  'interview-why-left': ['job-loss-search', 'new-job'],
  burnout: ['burnout', 'workload-boss'],
  'rent-money-urgent': ['money-stress'],
  caregiving: ['caring-for-parent'],
  'teen-talk': ['parenting-stress', 'teen-withdrawn'],
  comparison: ['social-media-comparison', 'imposter-feelings'],
  'panic-on-transport': ['panic-racing-heart'],
  'shared-chores': ['partner-arguments', 'new-baby', 'family-conflict'],
  'waking-at-night': SLEEP,
  'cant-sleep': SLEEP,
  'fall-asleep-faster': SLEEP,
  'sleep-need': SLEEP,
  napping: SLEEP,
  caffeine: SLEEP,
  'always-tired': SLEEP,
  'social-opening-lines': ['social-anxiety-event', 'new-job', ...LONELY],
  'say-no-to-boss': [...WORK, 'saying-no'],
  'workload-talk': WORK,
  'difficult-boss': WORK,
  coworker: ['coworker-conflict', 'workload-boss', 'harsh-manager'],
  // What an employer needs to know of a condition: not what a therapist, a mum or a friend is told.
  'how-much-to-tell': [
    ...WORK, 'back-to-work', 'time-off-at-work', 'harassment-at-work', 'performance-plan', 'mistake-at-work', 'job-interview', 'job-loss-search',
    'chronic-illness-pain', 'new-diagnosis', 'health-worry', 'injury-recovery', 'adhd-autism-wondering', 'menopause', 'pregnancy-loss',
    'unexpected-pregnancy', 'fertility-struggles', 'low-mood', 'panic-racing-heart', 'tiredness-low-energy',
  ],
  'friend-hurt-me': ['friend-hurt', 'friend-group-left-out'],
  'anger-at-family': ['family-conflict', 'parents-pressure', 'anger'],
  // A parent's temper has the parenting situation's own answers (a pause, the repair after).
  anger: ['anger', 'family-conflict', 'partner-arguments'],
  'partner-arguments': ['partner-arguments', 'divorce-separation', 'new-baby', 'long-distance'],
  breakup: ['breakup', 'divorce-separation', 'dating-anxiety'],
  'pet-loss': ['pet-loss'],
  grief: ['grief-person', 'pet-loss'],
  'make-friends': LONELY,
  loneliness: LONELY,
  'morning-exercise': MOVING,
  'start-exercising': MOVING,
  procrastination: ['procrastination', 'exam-revision', 'goals-motivation'],
  motivation: ['goals-motivation', 'procrastination', ...MOVING],
  'phone-checking': ['phone-screen-time', 'social-media-comparison', 'breakup', 'dating-anxiety'],
  'exam-stress': ['exam-revision', 'procrastination'],
  'work-stress': WORK,
  anxiety: ['worry-overthinking', 'panic-racing-heart', 'health-worry', 'social-anxiety-event', 'presentation-speaking', 'racing-mind-at-night'],
  overthinking: ['worry-overthinking', 'racing-mind-at-night', 'dating-anxiety', 'health-worry'],
  // A worry about health has its own answer about searching.
  'urge-to-google': ['worry-overthinking', 'racing-mind-at-night'],
};

/**
 * Answers written for any situation but these, where the same words mean something else: chasing a reply to a booking or a
 * form ("I need to know by Friday") is not texting someone you are seeing, a friend or an ex again.
 */
const CLOSE_TIES = [
  'dating-anxiety', 'breakup', 'friend-hurt', 'friend-group-left-out', 'making-friends', 'partner-arguments', 'partner-jealousy',
  'long-distance', 'divorce-separation',
];
export const ANSWER_NOT_FOR: Readonly<Record<string, readonly string[]>> = {
  'follow-up-or-wait': CLOSE_TIES,
};

const PARTNER_ROLES = /^(?:boyfriend|girlfriend|bf|gf|husband|wife|hubby|fianc[eé]e?|spouse)$/;
/**
 * Who the message speaks to or of, by the roles of the people it names ("what do I say to Mark" → "boyfriend partner"),
 * for choosing an answer written for them: a name counts as much as the word for who they are.
 */
export const namedTo = (s: Session): string => {
  const lower = s.lastRaw.toLowerCase();
  const named = (name: string) => new RegExp(String.raw`\b${escapeRegExp(name.toLowerCase())}\b`).test(lower);
  const roles = s.state.memory.people.filter((p) => p.name && p.role && named(p.name)).map((p) => p.role ?? '');
  // A boyfriend, a wife or a husband is who words "with your partner" are for.
  return roles.map((role) => (PARTNER_ROLES.test(role) ? `${role} partner` : role)).join(' ');
};

/**
 * Who an answer or a message speaks of, by group: an answer written for telling an employer is not one for telling a mother.
 * Words of support any answer may name ("a friend", "your doctor") are left out of the groups on purpose.
 */
const AUDIENCES: readonly RegExp[] = [
  /\b(?:employers?|managers?|boss|hr|workplaces?|colleagues?|coworkers?|line manager|team leader|occupational health|at work)\b/,
  // "ur mums boyfriend": a possessive written without its apostrophe is still the parent.
  /\b(?:(?:mum|mom|mother|mam|mama|mammy|dad|father|papa)s?|parents?|grand(?:ma|pa|mother|father|parents?)|nan|gran|avó|avô|abuela|abuelo|oma|opa)\b/,
  /\b(?:partner|husband|wife|boyfriend|girlfriend|fianc[eé]e?|spouse)\b/,
  /\b(?:teachers?|head of year|headteacher|tutors?|lecturers?|school)\b/,
  /\b(?:neighbou?rs?|landlord|letting agent)\b/,
];
const groupsIn = (text: string): number[] => AUDIENCES.flatMap((pattern, i) => (pattern.test(text) ? [i] : []));

/**
 * Whether an answer speaks only of people other than the ones the message names: "should I tell her the truth?" of "my
 * mother" is not answered with what to tell an employer. False when either names no one of these groups.
 */
// The person as a parent ("without being one of those parents", "as a parent"), not a parent of theirs spoken of.
const OWN_PARENTING = /\b(?:one of those|those|other|pushy|helicopter|as a|a bad|a good|the other) parents?\b/g;

export function speaksOfOthers(message: string, answer: string, roles = ''): boolean {
  const asked = groupsIn(`${message} ${roles}`.toLowerCase().replace(OWN_PARENTING, ' '));
  const spoken = groupsIn(answer.toLowerCase());
  return asked.length > 0 && spoken.length > 0 && !spoken.some((group) => asked.includes(group));
}
