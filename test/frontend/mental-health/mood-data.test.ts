import { MENTAL_HEALTH_LIMITS } from '@contracts/mental-health-options';
import { addItems, ITEM_TOO_LONG, TOO_MANY_ITEMS } from '../../../frontend/src/features/mental-health/components/tag-list-field';
import { withProfileDefaults } from '../../../frontend/src/features/mental-health/components/profile-form';
import { decryptMoodLog, moodLogBody } from '../../../frontend/src/features/mental-health/mood-crypto';
import { plainMoodLog } from './helpers';

describe('tag lists', () => {
  it('adds trimmed items, several at once, skipping empty ones and repeats', () => {
    expect(addItems(['Work'], ' noise , work,, sleep ')).toEqual({ items: ['Work', 'noise', 'sleep'], error: null });
  });

  it('refuses more items than the contract allows, and items that are too long', () => {
    const full = Array.from({ length: MENTAL_HEALTH_LIMITS.listItems }, (_, i) => `item ${i}`);
    expect(addItems(full, 'one more')).toEqual({ items: full, error: TOO_MANY_ITEMS });
    expect(addItems([], 'x'.repeat(MENTAL_HEALTH_LIMITS.listItemChars + 1))).toEqual({ items: [], error: ITEM_TOO_LONG });
  });
});

describe('mood logs without a key', () => {
  it('sends the plain path and leaves out empty fields', async () => {
    expect(await moodLogBody({ mood: 4, energy: 6, stress: 2, notes: '  ', triggers: [], gratitude: [] }, null)).toEqual({ mood: 4, energy: 6, stress: 2 });
  });

  it('reads plain logs as they are', async () => {
    const log = plainMoodLog({ mood: 2, notes: 'n', triggers: ['t'], gratitude: ['g'] });
    expect(await decryptMoodLog(log, null)).toEqual({
      state: 'ready',
      log: { id: log.id, mood: 2, energy: 5, stress: 3, timestamp: log.timestamp, notes: 'n', triggers: ['t'], gratitude: ['g'] },
    });
  });

  it('says locked for an encrypted log', async () => {
    const log = { ...plainMoodLog({ mood: 2 }), notes: { ciphertext: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', algorithm: 'AES-256-GCM', keySize: 256, encrypted: true, version: '2.0' } as const };
    expect(await decryptMoodLog(log, null)).toEqual({ state: 'locked' });
  });
});

describe('profile defaults', () => {
  it('fills what is missing with the spec defaults and drops unknown options', () => {
    expect(withProfileDefaults({ goals: ['Improve Sleep', 'Fly'], sleepHours: 6 })).toEqual({
      age: null,
      goals: ['Improve Sleep'],
      mentalHealthConditions: [],
      medications: [],
      therapyHistory: false,
      stressors: [],
      copingMechanisms: [],
      sleepHours: 6,
      exerciseFrequency: 'occasionally',
      updatedAt: null,
    });
    expect(withProfileDefaults(undefined).sleepHours).toBe(8);
  });
});
