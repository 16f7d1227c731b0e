/**
 * The Stanley-Brown safety plan (Stanley & Brown, 2012): six steps and the person's reasons for
 * living. What each step asks, in plain words, with a few examples to start from.
 */

export interface PlanContact {
  name: string;
  phone: string;
}

/** A therapist the person is connected with on Solace (accepted or active): shown in step 5, never stored in the plan. */
export interface ConnectedTherapist {
  id: string;
  name: string;
  licenseType: string;
}

export const therapistTitle = (t: ConnectedTherapist) => (t.licenseType ? `${t.name}, ${t.licenseType}` : t.name);

export interface SafetyPlan {
  warningSigns: string[];
  copingStrategies: string[];
  distractions: string[];
  helpContacts: PlanContact[];
  professionals: PlanContact[];
  environment: string[];
  reasonsForLiving: string[];
}

export type TextStepKey = 'warningSigns' | 'copingStrategies' | 'distractions' | 'environment' | 'reasonsForLiving';
export type ContactStepKey = 'helpContacts' | 'professionals';
export type StepKey = TextStepKey | ContactStepKey;

interface StepBase {
  /** 1 to 6; the reasons for living have none. */
  number: number | null;
  title: string;
  /** One line: what the step is for. */
  explanation: string;
  examples: string[];
  /** The label of one item's field, for screen readers. */
  itemLabel: string;
}

export type PlanStep = (StepBase & { key: TextStepKey; kind: 'text' }) | (StepBase & { key: ContactStepKey; kind: 'contact' });

export const PLAN_STEPS: PlanStep[] = [
  {
    key: 'warningSigns',
    kind: 'text',
    number: 1,
    title: 'Warning signs',
    explanation: 'The thoughts, moods, situations or behaviours that tell you a crisis may be coming.',
    examples: ['Not sleeping for a few nights', 'Pulling away from friends', 'Thinking "nothing will ever get better"'],
    itemLabel: 'Warning sign',
  },
  {
    key: 'copingStrategies',
    kind: 'text',
    number: 2,
    title: 'Things I can do on my own to take my mind off my problems',
    explanation: 'Things you can do by yourself, without contacting anyone, to feel a little calmer.',
    examples: ['Go for a walk', 'Listen to a favourite playlist', 'Take a hot shower'],
    itemLabel: 'Thing I can do on my own',
  },
  {
    key: 'distractions',
    kind: 'text',
    number: 3,
    title: 'People and social places that distract me',
    explanation: 'People to be with and places to go that take your mind off things, without talking about the crisis.',
    examples: ['Coffee with my neighbour', 'The public library', 'The park near home'],
    itemLabel: 'Person or place',
  },
  {
    key: 'helpContacts',
    kind: 'contact',
    number: 4,
    title: 'People I can ask for help',
    explanation: 'People you trust and can tell that you are struggling, with a number to call or text.',
    examples: ['A close friend', 'A sibling or parent', 'A mentor or faith leader'],
    itemLabel: 'Person',
  },
  {
    key: 'professionals',
    kind: 'contact',
    number: 5,
    title: 'Professionals and crisis lines',
    explanation: 'Clinicians and services you can contact in a crisis. The crisis lines are always here.',
    examples: ['My doctor', 'My counsellor', 'The local emergency department'],
    itemLabel: 'Professional or service',
  },
  {
    key: 'environment',
    kind: 'text',
    number: 6,
    title: 'Making my environment safe',
    explanation: 'Ways to keep things you could use to hurt yourself out of reach while you are in crisis.',
    examples: ['Ask a friend to keep my medications', 'Lock away anything sharp', 'Stay with someone when I feel unsafe'],
    itemLabel: 'Step to make my environment safe',
  },
  {
    key: 'reasonsForLiving',
    kind: 'text',
    number: null,
    title: 'My reasons for living',
    explanation: 'The people, hopes and things that matter most to you and are worth staying for.',
    examples: ['My children', 'Seeing the ocean again', 'My dog, Bruno'],
    itemLabel: 'Reason for living',
  },
];

/** Bounds that keep a full plan well under what the server stores. */
export const PLAN_LIMITS = { items: 12, itemChars: 150, nameChars: 80, phoneChars: 30 } as const;

export const EMPTY_PLAN: SafetyPlan = {
  warningSigns: [],
  copingStrategies: [],
  distractions: [],
  helpContacts: [],
  professionals: [],
  environment: [],
  reasonsForLiving: [],
};

export function stepHeading(step: PlanStep): string {
  return step.number === null ? step.title : `Step ${step.number}: ${step.title}`;
}

export function isPlanEmpty(plan: SafetyPlan): boolean {
  return PLAN_STEPS.every((step) => plan[step.key].length === 0);
}

const textList = (value: unknown, max: number): string[] =>
  Array.isArray(value)
    ? value
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.trim().slice(0, max))
        .filter(Boolean)
        .slice(0, PLAN_LIMITS.items)
    : [];

const contactList = (value: unknown): PlanContact[] =>
  Array.isArray(value)
    ? value
        .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
        .map((v) => ({
          name: typeof v.name === 'string' ? v.name.trim().slice(0, PLAN_LIMITS.nameChars) : '',
          phone: typeof v.phone === 'string' ? v.phone.trim().slice(0, PLAN_LIMITS.phoneChars) : '',
        }))
        .filter((c) => c.name || c.phone)
        .slice(0, PLAN_LIMITS.items)
    : [];

/** A plan from decrypted JSON: unknown keys go, missing lists are empty, every value is bounded. */
export function normalizePlan(value: unknown): SafetyPlan {
  const v = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    warningSigns: textList(v.warningSigns, PLAN_LIMITS.itemChars),
    copingStrategies: textList(v.copingStrategies, PLAN_LIMITS.itemChars),
    distractions: textList(v.distractions, PLAN_LIMITS.itemChars),
    helpContacts: contactList(v.helpContacts),
    professionals: contactList(v.professionals),
    environment: textList(v.environment, PLAN_LIMITS.itemChars),
    reasonsForLiving: textList(v.reasonsForLiving, PLAN_LIMITS.itemChars),
  };
}

/** `tel:` and `sms:` targets keep only what dialers read: digits, a leading +, and * or #. */
export function dialable(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d*#]/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}
