import {
  DEFAULT_SESSION_PREFERENCE,
  DEFAULT_URGENCY,
  ISSUE_AREAS,
  THERAPIST_LIMITS,
  type IssueId,
  type SessionPreference,
  type UrgencyLevel,
} from '@contracts/therapist-options';
import type { ConnectionRequest, MatchRequest } from './api/therapists-api';

/** Spec §8: the alert texts of the matching screens. */
export const THERAPIST_MESSAGES = {
  matchFailed: 'Failed to find therapist matches. Please try again.',
  connectFailed: 'Failed to send connection request. Please try again.',
  connectSent: 'Connection request sent successfully! The therapist will review your request and respond soon.',
  connectionsLoadFailed: 'Failed to load therapist connections',
  messagingSoon: 'Messaging opens once your therapist sets up your first session.',
} as const;

export const MESSAGE_LIMIT = THERAPIST_LIMITS.connectionMessageChars;
export const ADDITIONAL_INFO_LIMIT = THERAPIST_LIMITS.maxAdditionalInfoChars;
export const MAX_BUDGET = THERAPIST_LIMITS.maxBudget;

export const URGENCY_OPTIONS: readonly { value: UrgencyLevel; label: string }[] = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
  { value: 'crisis', label: 'Crisis' },
];

export const SESSION_OPTIONS: readonly { value: SessionPreference; label: string }[] = [
  { value: 'video', label: 'Video' },
  { value: 'text', label: 'Text' },
  { value: 'in-person', label: 'In-person' },
];

/** What the person chose in steps 1 and 2; the budget is kept as typed. */
export interface WizardChoices {
  issues: IssueId[];
  urgency: UrgencyLevel;
  session: SessionPreference;
  budget: string;
  additionalInfo: string;
}

export const INITIAL_CHOICES: WizardChoices = {
  issues: [],
  urgency: DEFAULT_URGENCY,
  session: DEFAULT_SESSION_PREFERENCE,
  budget: '',
  additionalInfo: '',
};

/** The labels of the chosen issues, in the wizard's order. */
export function issueLabels(ids: readonly IssueId[]): string[] {
  return ISSUE_AREAS.filter((area) => ids.includes(area.id)).map((area) => area.label);
}

export function sessionLabel(value: string): string {
  return SESSION_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function urgencyLabel(value: string): string {
  return URGENCY_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export type BudgetResult = { ok: true; value: number | null } | { ok: false; error: string };

export const BUDGET_ERRORS = {
  notWhole: 'Enter your budget as a whole number of dollars, for example 120.',
  negative: 'Your budget cannot be a negative amount.',
  tooHigh: `Your budget can be at most $${MAX_BUDGET.toLocaleString('en-US')}.`,
} as const;

/**
 * Spec §5: the budget is optional and read as a whole number of dollars. Empty means no budget;
 * a leading $ and thousands separators are accepted; decimals, negatives and text are refused.
 */
export function parseBudget(raw: string): BudgetResult {
  const text = raw.trim().replace(/^\$\s*/, '').replace(/,(?=\d{3}(?:\D|$))/g, '');
  if (text === '') return { ok: true, value: null };
  if (/^-\s*\$?\s*\d/.test(text)) return { ok: false, error: BUDGET_ERRORS.negative };
  if (!/^\d+$/.test(text)) return { ok: false, error: BUDGET_ERRORS.notWhole };
  const value = Number.parseInt(text, 10);
  if (value > MAX_BUDGET) return { ok: false, error: BUDGET_ERRORS.tooHigh };
  return { ok: true, value };
}

export function matchRequest(choices: WizardChoices, budget: number | null): MatchRequest {
  return { primaryIssues: choices.issues, urgencyLevel: choices.urgency, sessionPreference: choices.session, budget };
}

export function connectionRequest(therapistId: string, message: string, choices: WizardChoices): ConnectionRequest {
  return {
    therapistId,
    requestMessage: message.trim(),
    preferredTopics: issueLabels(choices.issues),
    urgencyLevel: choices.urgency,
    sessionPreference: choices.session,
  };
}

/** "A", "A and B", "A, B and C". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const SESSION_PHRASE: Record<SessionPreference, string> = {
  video: 'video',
  text: 'text-based',
  'in-person': 'in-person',
};

const TIMING_PHRASE: Record<UrgencyLevel, string> = {
  low: "There's no rush on timing for me.",
  medium: "I'd like to get started in the next few weeks.",
  high: "I'd like to start as soon as possible.",
  crisis: "I'm going through a very hard time and would like to start as soon as possible.",
};

/** Cuts `text` to `limit` characters at a word boundary when one is near. */
function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  if (limit <= 0) return '';
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return (space > limit - 40 ? cut.slice(0, space) : cut).trimEnd();
}

/** The editable first message of a connection request, built from the wizard's choices. */
export function buildConnectionMessage(firstName: string, choices: WizardChoices): string {
  const greeting = firstName.trim() ? `Hi ${firstName.trim()},` : 'Hi there,';
  const topics = joinList(issueLabels(choices.issues));
  const opening = [
    greeting,
    topics ? `I'm looking for support with ${topics}.` : "I'm looking for support.",
    `I'd prefer ${SESSION_PHRASE[choices.session]} sessions.`,
    TIMING_PHRASE[choices.urgency],
  ].join(' ');
  const closing = 'Thank you.';
  const info = choices.additionalInfo.trim();
  if (!info) return clip(`${opening}\n\n${closing}`, MESSAGE_LIMIT);
  const room = MESSAGE_LIMIT - opening.length - closing.length - 4;
  const extra = clip(info, room);
  return clip(extra ? `${opening}\n\n${extra}\n\n${closing}` : `${opening}\n\n${closing}`, MESSAGE_LIMIT);
}
