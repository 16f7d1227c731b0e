/**
 * The PHQ-9 and GAD-7 (public domain, Pfizer / Spitzer, Williams, Kroenke et al.): their official
 * wording, answer options, scoring and severity bands, and the follow-up that PHQ-9 item 9 opens.
 * Plain data and functions without zod, shared by the screens and the tests.
 */
import type { CheckInKind } from '@contracts/check-in-options';

export type { CheckInKind } from '@contracts/check-in-options';

export const STEM = 'Over the last 2 weeks, how often have you been bothered by any of the following problems?';

export const ANSWER_OPTIONS = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
] as const;

export type AnswerValue = (typeof ANSWER_OPTIONS)[number]['value'];

export const DIFFICULTY_QUESTION =
  'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?';

export const DIFFICULTY_OPTIONS = [
  { value: 0, label: 'Not difficult at all' },
  { value: 1, label: 'Somewhat difficult' },
  { value: 2, label: 'Very difficult' },
  { value: 3, label: 'Extremely difficult' },
] as const;

export const PHQ9_ITEMS = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead, or of hurting yourself in some way',
] as const;

export const GAD7_ITEMS = [
  'Feeling nervous, anxious, or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid, as if something awful might happen',
] as const;

/** The index of PHQ-9 item 9 (thoughts of death or self-harm). */
export const PHQ9_ITEM_9 = 8;

export const SCREENING_NOTE = 'This is a screening, not a diagnosis.';

export type BandId = 'minimal' | 'mild' | 'moderate' | 'moderately-severe' | 'severe';

export interface Band {
  id: BandId;
  label: string;
  /** Lowest and highest total of the band, both included. */
  min: number;
  max: number;
  /** What the band means, in plain words. */
  meaning: string;
}

export interface Questionnaire {
  kind: CheckInKind;
  /** The short name, e.g. "PHQ-9". */
  name: string;
  /** What it looks at, e.g. "Depression". */
  topic: string;
  items: readonly string[];
  /** Only the PHQ-9 asks the difficulty question here. */
  asksDifficulty: boolean;
  maxTotal: number;
  bands: readonly Band[];
  /** A change of at least this many points since the last check-in is called out (null: none is). */
  meaningfulChange: number | null;
}

export const PHQ9: Questionnaire = {
  kind: 'phq9',
  name: 'PHQ-9',
  topic: 'Low mood and depression',
  items: PHQ9_ITEMS,
  asksDifficulty: true,
  maxTotal: 27,
  meaningfulChange: 5,
  bands: [
    { id: 'minimal', label: 'Minimal', min: 0, max: 4, meaning: 'Few or no signs of depression right now.' },
    {
      id: 'mild',
      label: 'Mild',
      min: 5,
      max: 9,
      meaning: 'Some signs of low mood. Keep looking after yourself and check in again in two weeks to see how things change.',
    },
    {
      id: 'moderate',
      label: 'Moderate',
      min: 10,
      max: 14,
      meaning: 'Signs of depression that are worth talking over with a doctor or therapist. Support and treatment help.',
    },
    {
      id: 'moderately-severe',
      label: 'Moderately severe',
      min: 15,
      max: 19,
      meaning: 'Strong signs of depression. Please talk to a doctor or therapist soon: treatment works, and you deserve support.',
    },
    {
      id: 'severe',
      label: 'Severe',
      min: 20,
      max: 27,
      meaning: 'Very strong signs of depression. Please reach out to a doctor or therapist as soon as you can: treatment works, and you deserve support.',
    },
  ],
};

export const GAD7: Questionnaire = {
  kind: 'gad7',
  name: 'GAD-7',
  topic: 'Worry and anxiety',
  items: GAD7_ITEMS,
  asksDifficulty: false,
  maxTotal: 21,
  meaningfulChange: null,
  bands: [
    { id: 'minimal', label: 'Minimal', min: 0, max: 4, meaning: 'Few or no signs of anxiety right now.' },
    {
      id: 'mild',
      label: 'Mild',
      min: 5,
      max: 9,
      meaning: 'Some signs of anxiety. Keep looking after yourself and check in again in two weeks to see how things change.',
    },
    {
      id: 'moderate',
      label: 'Moderate',
      min: 10,
      max: 14,
      meaning: 'Signs of anxiety that are worth talking over with a doctor or therapist. Support and treatment help.',
    },
    {
      id: 'severe',
      label: 'Severe',
      min: 15,
      max: 21,
      meaning: 'Strong signs of anxiety. Please talk to a doctor or therapist soon: treatment works, and you deserve support.',
    },
  ],
};

export const QUESTIONNAIRES: Record<CheckInKind, Questionnaire> = { phq9: PHQ9, gad7: GAD7 };

const isAnswer = (value: unknown): value is AnswerValue => value === 0 || value === 1 || value === 2 || value === 3;

/** The total of a complete set of answers; throws when an item is missing or out of range. */
export function scoreOf(questionnaire: Questionnaire, answers: readonly (number | null | undefined)[]): number {
  if (answers.length !== questionnaire.items.length || !answers.every(isAnswer)) {
    throw new RangeError(`${questionnaire.name} needs ${questionnaire.items.length} answers from 0 to 3`);
  }
  return (answers as readonly AnswerValue[]).reduce<number>((sum, value) => sum + value, 0);
}

/** The band of a total; throws for a total the questionnaire cannot give. */
export function bandOf(questionnaire: Questionnaire, total: number): Band {
  const band = questionnaire.bands.find((b) => Number.isInteger(total) && total >= b.min && total <= b.max);
  if (!band) throw new RangeError(`${total} is not a ${questionnaire.name} total`);
  return band;
}

/**
 * PHQ-9 item 9 above 0 opens the crisis flow at once, whatever the total. Only the PHQ-9 asks
 * about thoughts of death or self-harm.
 */
export function opensCrisisFlow(kind: CheckInKind, answers: readonly (number | null | undefined)[]): boolean {
  return kind === 'phq9' && typeof answers[PHQ9_ITEM_9] === 'number' && (answers[PHQ9_ITEM_9] as number) > 0;
}

export interface Change {
  /** This total minus the last one of the same kind. */
  delta: number;
  /** At least the questionnaire's meaningful change, either way. */
  meaningful: boolean;
}

export function changeSince(questionnaire: Questionnaire, total: number, previousTotal: number | null | undefined): Change | null {
  if (previousTotal === null || previousTotal === undefined) return null;
  const delta = total - previousTotal;
  const meaningful = questionnaire.meaningfulChange !== null && Math.abs(delta) >= questionnaire.meaningfulChange;
  return { delta, meaningful };
}

/** How the change reads: "5 points lower than last time" (a lower score is fewer symptoms). */
export function describeChange(change: Change): string {
  if (change.delta === 0) return 'The same score as last time.';
  const points = Math.abs(change.delta) === 1 ? 'point' : 'points';
  const text = `${Math.abs(change.delta)} ${points} ${change.delta < 0 ? 'lower' : 'higher'} than last time`;
  if (!change.meaningful) return `${text}.`;
  return change.delta < 0 ? `${text}: a meaningful improvement.` : `${text}: a meaningful change worth talking over with someone you trust or a professional.`;
}
