import { setExpression } from '../../lambdas/shared/db/update-expression';

describe('setExpression', () => {
  it('sets each defined leaf by its path and skips undefined ones', () => {
    const { sets, names, values } = setExpression({
      firstName: 'Ada',
      lastName: undefined,
      profile: { goals: ['a', 'b'], bio: '' },
      preferences: { notifications: { weeklyReports: false } },
    });
    expect(sets).toEqual([
      '#firstName = :v0',
      '#profile.#goals = :v1',
      '#profile.#bio = :v2',
      '#preferences.#notifications.#weeklyReports = :v3',
    ]);
    expect(names).toMatchObject({ '#firstName': 'firstName', '#profile': 'profile', '#weeklyReports': 'weeklyReports' });
    expect(values).toEqual({ ':v0': 'Ada', ':v1': ['a', 'b'], ':v2': '', ':v3': false });
  });
});
