import { buildCodesCsv, codesCsvFileName, csvCell } from '../../../frontend/src/features/admin/codes-csv';
import { endOfDay, GENERATE_MESSAGES, validateGenerateForm, type GenerateCodesForm } from '../../../frontend/src/features/admin/generate-codes-form';
import { USER_EDIT_MESSAGES, userEditForm, userUpdateBody } from '../../../frontend/src/features/admin/user-update';
import { BATCH_ID, makeAdminUser, makeBatch } from './helpers';

describe('codes CSV', () => {
  it('has the header and one line per code, CRLF-ended', () => {
    const csv = buildCodesCsv(['7QK3-M9XD-2HRT-V6PB', 'ABCD-EFGH-JKMN-PQRS'], makeBatch({ plan: 'annual', durationDays: 365, expiresAt: '2025-12-31T22:59:59.999Z' }));
    expect(csv).toBe(
      [
        'code,plan,durationDays,expiresAt,batchId',
        `7QK3-M9XD-2HRT-V6PB,annual,365,2025-12-31T22:59:59.999Z,${BATCH_ID}`,
        `ABCD-EFGH-JKMN-PQRS,annual,365,2025-12-31T22:59:59.999Z,${BATCH_ID}`,
        '',
      ].join('\r\n'),
    );
  });

  it('leaves expiresAt empty for codes that never expire', () => {
    expect(buildCodesCsv(['7QK3-M9XD-2HRT-V6PB'], makeBatch({ expiresAt: null })).split('\r\n')[1]).toBe(`7QK3-M9XD-2HRT-V6PB,monthly,30,,${BATCH_ID}`);
  });

  it('is only the header for no codes', () => {
    expect(buildCodesCsv([], makeBatch())).toBe('code,plan,durationDays,expiresAt,batchId\r\n');
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['+1', `"'+1"`],
    ['@cmd', `"'@cmd"`],
    ['', ''],
  ])('escapes the cell %p as %p', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('names the file after the batch', () => {
    expect(codesCsvFileName(BATCH_ID)).toBe(`solace-codes-${BATCH_ID}.csv`);
    expect(codesCsvFileName('../x/y')).toBe('solace-codes-xy.csv');
  });
});

describe('generate codes form', () => {
  const now = new Date(2025, 2, 10, 12, 0, 0);
  const form = (overrides: Partial<GenerateCodesForm> = {}): GenerateCodesForm => ({
    count: '10',
    plan: 'monthly',
    durationDays: '30',
    expiresOn: '',
    note: '',
    ...overrides,
  });

  it('sends numbers, and leaves out an empty expiry and note', () => {
    expect(validateGenerateForm(form(), now)).toEqual({ body: { count: 10, plan: 'monthly', durationDays: 30 } });
  });

  it('sends the end of the chosen day and the trimmed note', () => {
    const result = validateGenerateForm(form({ expiresOn: '2025-03-10', note: '  Spring  ' }), now);
    expect(result.body).toEqual({ count: 10, plan: 'monthly', durationDays: 30, expiresAt: new Date(2025, 2, 10, 23, 59, 59, 999).toISOString(), note: 'Spring' });
  });

  it.each([['0'], ['1001'], ['2.5'], [''], ['-3'], ['ten']])('refuses %p codes', (count) => {
    expect(validateGenerateForm(form({ count }), now).errors).toEqual({ count: GENERATE_MESSAGES.count });
  });

  it('accepts 1 and 1000 codes', () => {
    expect(validateGenerateForm(form({ count: '1' }), now).body?.count).toBe(1);
    expect(validateGenerateForm(form({ count: '1000' }), now).body?.count).toBe(1000);
  });

  it('checks duration, expiry and note together', () => {
    const result = validateGenerateForm(form({ durationDays: '3651', expiresOn: '2025-03-09', note: 'x'.repeat(201) }), now);
    expect(result.errors).toEqual({ durationDays: GENERATE_MESSAGES.durationDays, expiresOn: GENERATE_MESSAGES.expiresOnPast, note: GENERATE_MESSAGES.note });
  });

  it('refuses a day that does not exist', () => {
    expect(endOfDay('2025-02-30')).toBeNull();
    expect(validateGenerateForm(form({ expiresOn: '2025-02-30' }), now).errors).toEqual({ expiresOn: GENERATE_MESSAGES.expiresOnInvalid });
  });
});

describe('user edit body', () => {
  const now = new Date(2025, 2, 10, 12, 0, 0);

  it('sends only what changed', () => {
    const user = makeAdminUser();
    const form = { ...userEditForm(user, now), role: 'admin' as const };
    expect(userUpdateBody(user, form, now)).toEqual({ body: { role: 'admin' } });
  });

  it('sends an active subscription to the end of the chosen day', () => {
    const user = makeAdminUser();
    const form = { ...userEditForm(user, now), subscription: 'active' as const, plan: 'annual' as const, endOn: '2026-03-10' };
    expect(userUpdateBody(user, form, now)).toEqual({
      body: { subscription: { status: 'active', plan: 'annual', endDate: new Date(2026, 2, 10, 23, 59, 59, 999).toISOString() } },
    });
  });

  it('refuses an end date in the past and an unchanged form', () => {
    const user = makeAdminUser();
    expect(userUpdateBody(user, { ...userEditForm(user, now), subscription: 'active', endOn: '2025-03-09' }, now)).toEqual({ error: USER_EDIT_MESSAGES.endOnPast });
    expect(userUpdateBody(user, userEditForm(user, now), now)).toEqual({ error: USER_EDIT_MESSAGES.nothingChanged });
  });

  it('opens with the current end date of an active subscription', () => {
    const user = makeAdminUser({ subscription: { status: 'active', plan: 'annual', endDate: new Date(2025, 5, 1, 12).toISOString(), source: 'admin' } });
    expect(userEditForm(user, now)).toMatchObject({ subscription: 'keep', plan: 'annual', endOn: '2025-06-01' });
  });
});
