import * as z from 'zod';
import { profileUpdateBody, type ProfileUpdateBody } from '@contracts/auth';
import type { User } from '@contracts/user';

/** What the edit form holds: a copy of the profile fields, changed freely until saved. */
export interface ProfileDraft {
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
  goals: string[];
}

export type DraftField = keyof ProfileDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

// The limits come from the schema PUT /auth/profile checks, so the form never allows more.
const profileShape = profileUpdateBody.shape.profile.unwrap().shape;
const goalsSchema = profileShape.goals.unwrap();
const goalsJson = z.toJSONSchema(goalsSchema);

export const PROFILE_LIMITS = {
  name: profileUpdateBody.shape.firstName.unwrap().maxLength ?? Infinity,
  location: profileShape.location.unwrap().maxLength ?? Infinity,
  bio: profileShape.bio.unwrap().maxLength ?? Infinity,
  goal: goalsSchema.element.maxLength ?? Infinity,
  goals: typeof goalsJson.maxItems === 'number' ? goalsJson.maxItems : Infinity,
} as const;

export const FIELD_LABELS: Record<DraftField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  location: 'Location',
  bio: 'Bio',
  goals: 'Personal goals',
};

export const GOAL_MESSAGES = {
  duplicate: 'That goal is already on your list.',
  tooMany: `You can keep up to ${PROFILE_LIMITS.goals} goals.`,
  tooLong: `A goal can have at most ${PROFILE_LIMITS.goal} characters.`,
} as const;

/** Length as the schema counts it: in characters (code points), not UTF-16 units. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function draftFrom(user: User): ProfileDraft {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    location: user.profile?.location ?? '',
    bio: user.profile?.bio ?? '',
    goals: [...(user.profile?.goals ?? [])],
  };
}

/** Adds one goal, trimmed: refused when empty, too long, already listed (any case) or over the limit. */
export function addGoal(goals: readonly string[], text: string): { goals: string[]; error: string | null } {
  const goal = text.trim();
  if (!goal) return { goals: [...goals], error: null };
  if (goals.some((existing) => existing.trim().toLowerCase() === goal.toLowerCase())) return { goals: [...goals], error: GOAL_MESSAGES.duplicate };
  if (characterCount(goal) > PROFILE_LIMITS.goal) return { goals: [...goals], error: GOAL_MESSAGES.tooLong };
  if (goals.length >= PROFILE_LIMITS.goals) return { goals: [...goals], error: GOAL_MESSAGES.tooMany };
  return { goals: [...goals, goal], error: null };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/** Only what differs from the saved user, in the shape PUT /auth/profile takes. */
export function profileChanges(user: User, draft: ProfileDraft): ProfileUpdateBody {
  const saved = draftFrom(user);
  const changes: ProfileUpdateBody = {};
  if (draft.firstName.trim() !== saved.firstName) changes.firstName = draft.firstName;
  if (draft.lastName.trim() !== saved.lastName) changes.lastName = draft.lastName;
  const profile: NonNullable<ProfileUpdateBody['profile']> = {};
  if (draft.location.trim() !== saved.location) profile.location = draft.location;
  if (draft.bio.trim() !== saved.bio) profile.bio = draft.bio;
  if (!sameList(draft.goals, saved.goals)) profile.goals = draft.goals;
  if (Object.keys(profile).length > 0) changes.profile = profile;
  return changes;
}

export function hasChanges(changes: ProfileUpdateBody): boolean {
  return Object.keys(changes).length > 0;
}

function fieldOf(path: readonly PropertyKey[]): DraftField | null {
  const [first, second] = path;
  if (first === 'firstName' || first === 'lastName') return first;
  if (first !== 'profile') return null;
  if (second === 'location' || second === 'bio' || second === 'goals') return second;
  return null;
}

function messageFor(field: DraftField, issue: z.core.$ZodIssue): string {
  const label = FIELD_LABELS[field];
  if (field === 'goals') {
    // The list itself (too many) or one of its items.
    if (issue.path.length === 2) return issue.code === 'too_big' ? GOAL_MESSAGES.tooMany : issue.message;
    if (issue.code === 'too_big') return GOAL_MESSAGES.tooLong;
    if (issue.code === 'too_small') return 'Goals cannot be empty.';
    return issue.message;
  }
  if (issue.code === 'too_small') return `${label} is required.`;
  if (issue.code === 'too_big') return `${label} can have at most ${String(issue.maximum)} characters.`;
  return issue.message;
}

/**
 * Checks the changes with the schema the server uses. Answers the body to send (trimmed as the
 * server would) or one message per field.
 */
export function validateChanges(changes: ProfileUpdateBody): { body: ProfileUpdateBody; errors: null } | { body: null; errors: DraftErrors } {
  const result = profileUpdateBody.safeParse(changes);
  if (result.success) return { body: result.data, errors: null };
  const errors: DraftErrors = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = messageFor(field, issue);
  }
  return { body: null, errors };
}
