import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_PROFILE, EXERCISE_FREQUENCIES, type MentalHealthProfile } from '../contracts/mental-health';
import type { RouteBody } from '../contracts/route-schemas';
import { getDocumentClient, tableName } from '../shared/db/client';
import { keys } from '../shared/db/keys';
import type { RequestContext } from '../shared/http';

type ProfileBody = RouteBody<'mentalHealth.updateProfile'>;

/** `USER#<sub>` / `MHPROFILE`: only the fields the user has saved, plus `updatedAt`. */
export interface MentalHealthProfileRecord extends Partial<Omit<MentalHealthProfile, 'updatedAt'>> {
  PK: string;
  SK: string;
  entity: 'mentalHealthProfile';
  updatedAt: string;
}

const OPTION_LISTS = ['goals', 'stressors', 'copingMechanisms'] as const;

/** The saved fields over the defaults (spec §3, §9): what a user who saved nothing sees. */
export function toProfile(record: Partial<MentalHealthProfileRecord> | undefined): MentalHealthProfile {
  const r = record ?? {};
  return {
    age: r.age ?? DEFAULT_PROFILE.age,
    goals: r.goals ?? DEFAULT_PROFILE.goals,
    mentalHealthConditions: r.mentalHealthConditions ?? DEFAULT_PROFILE.mentalHealthConditions,
    medications: r.medications ?? DEFAULT_PROFILE.medications,
    therapyHistory: r.therapyHistory ?? DEFAULT_PROFILE.therapyHistory,
    stressors: r.stressors ?? DEFAULT_PROFILE.stressors,
    copingMechanisms: r.copingMechanisms ?? DEFAULT_PROFILE.copingMechanisms,
    sleepHours: r.sleepHours ?? DEFAULT_PROFILE.sleepHours,
    exerciseFrequency: r.exerciseFrequency && EXERCISE_FREQUENCIES.includes(r.exerciseFrequency) ? r.exerciseFrequency : DEFAULT_PROFILE.exerciseFrequency,
    updatedAt: r.updatedAt ?? DEFAULT_PROFILE.updatedAt,
  };
}

/**
 * One UpdateItem that sets the given fields only: two saves of different fields at once
 * both stay (a read, merge and put would let the later one undo the earlier).
 */
export function profileUpdate(changes: ProfileBody, now: string) {
  const names: Record<string, string> = { '#entity': 'entity', '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':entity': 'mentalHealthProfile', ':now': now };
  const sets = ['#entity = :entity', '#updatedAt = :now'];
  const removes: string[] = [];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    // No age is the absence of one, as on a profile never saved.
    if (value === null) {
      removes.push(`#${field}`);
      continue;
    }
    // A choice ticked twice is one choice.
    const stored = (OPTION_LISTS as readonly string[]).includes(field) ? [...new Set(value as string[])] : value;
    values[`:${field}`] = stored;
    sets.push(`#${field} = :${field}`);
  }
  return {
    UpdateExpression: `SET ${sets.join(', ')}${removes.length > 0 ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

export async function getProfile(ctx: RequestContext<'mentalHealth.getProfile'>): Promise<MentalHealthProfile> {
  const out = await getDocumentClient().send(new GetCommand({ TableName: tableName(), Key: keys.mentalHealthProfile(ctx.auth.userId), ConsistentRead: true }));
  return toProfile(out.Item as MentalHealthProfileRecord | undefined);
}

/** PUT /mental-health/profile: the given fields over what is saved; answers the whole profile. */
export async function updateProfile(ctx: RequestContext<'mentalHealth.updateProfile'>): Promise<MentalHealthProfile> {
  const out = await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.mentalHealthProfile(ctx.auth.userId),
      ...profileUpdate(ctx.body, new Date().toISOString()),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toProfile(out.Attributes as MentalHealthProfileRecord);
}
