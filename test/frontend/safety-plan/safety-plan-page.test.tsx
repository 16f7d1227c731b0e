/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CrisisCard } from '../../../frontend/src/components/crisis-card';
import { clearEncryptionKey } from '../../../frontend/src/lib/crypto/key-store';
import { writeOfflineCopy } from '../../../frontend/src/features/safety-plan/offline-copy';
import { makeConnection, makeTherapist } from '../therapists/helpers';
import { unlocked } from '../mental-health/page-setup';
import { NO_PLAN, opened, openPlanPage, planOf, seal, signedInWithPlan } from './helpers';

jest.setTimeout(30_000);

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  window.localStorage.clear();
});
afterEach(async () => {
  cleanup();
  warn.mockRestore();
  await clearEncryptionKey();
});

const heading = (name: string | RegExp) => screen.getByRole('heading', { level: 2, name });
const step = (key: string) => screen.getByTestId(`plan-step-${key}`);

describe('guided first fill', () => {
  it('walks the six steps and the reasons for living one screen at a time, then saves only ciphertext', async () => {
    const keys = await unlocked();
    const connection = makeConnection({ therapistId: makeTherapist({ id: 'T0002', firstName: 'Omar', lastName: 'Haddad' }), status: 'accepted' });
    const pending = makeConnection({ therapistId: makeTherapist({ id: 'T0003', firstName: 'Lena', lastName: 'Fox' }), status: 'pending' });
    const fetchMock = signedInWithPlan(NO_PLAN, [connection, pending]).on('PUT /safety-plan', (call) => ({
      body: { plan: (call.body as { plan: unknown }).plan, version: 1, updatedAt: '2026-03-01T10:00:00.000Z' },
    }));
    const user = await openPlanPage();

    expect(heading('Step 1: Warning signs')).toBeTruthy();
    expect(screen.getByText(/For example: Not sleeping for a few nights/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Warning sign 1' }), 'Staying up all night');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // An empty step is skipped, and Back returns with what was written.
    expect(heading(/Step 2: Things I can do on my own/)).toBe(document.activeElement);
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(heading('Step 3: People and social places that distract me')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('textbox', { name: 'Warning sign 1' }) as HTMLInputElement).value).toBe('Staying up all night');
    await user.click(screen.getByRole('button', { name: 'Add another warning sign' }));
    await user.type(screen.getByRole('textbox', { name: 'Warning sign 2' }), 'Skipping meals');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));

    expect(heading('Step 4: People I can ask for help')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Person 1: name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Person 1: phone' }), '(555) 010-2030');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // Step 5 comes with the crisis lines and the connected therapist (not one still pending).
    expect(heading('Step 5: Professionals and crisis lines')).toBeTruthy();
    const lines = screen.getByRole('list', { name: 'Crisis lines and your therapist' });
    expect(within(lines).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(lines).getByRole('link', { name: 'Text 988' }).getAttribute('href')).toBe('sms:988');
    expect(within(lines).getByRole('link', { name: 'Text HOME to 741741' }).getAttribute('href')).toBe('sms:741741?&body=HOME');
    expect(within(lines).getByText('Omar Haddad, LCSW')).toBeTruthy();
    expect(within(lines).queryByText(/Lena Fox/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(heading('My reasons for living')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Reason for living 1' }), 'My niece');
    await user.click(screen.getByRole('button', { name: 'Save my plan' }));

    // The whole plan on one page.
    await screen.findByTestId('safety-plan-sheet');
    const [put] = fetchMock.callsTo('PUT /safety-plan');
    const body = put!.body as { plan: unknown; expectedVersion: number };
    expect(body.expectedVersion).toBe(0);
    expect(JSON.stringify(body)).not.toMatch(/Staying up|Sam|My niece|555/);
    expect(await opened(body.plan, keys)).toEqual(
      planOf({
        warningSigns: ['Staying up all night', 'Skipping meals'],
        helpContacts: [{ name: 'Sam', phone: '(555) 010-2030' }],
        reasonsForLiving: ['My niece'],
      }),
    );
    expect(within(step('warningSigns')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Staying up all night', 'Skipping meals']);
    expect(within(step('helpContacts')).getByRole('link', { name: 'Call Sam' }).getAttribute('href')).toBe('tel:5550102030');
    expect(within(step('helpContacts')).getByRole('link', { name: 'Text Sam' }).getAttribute('href')).toBe('sms:5550102030');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});

describe('the saved plan', () => {
  it('opens the plan and saves an edited step over the version it read', async () => {
    const keys = await unlocked();
    const plan = planOf({ warningSigns: ['Feeling numb', 'Not answering texts'], copingStrategies: ['Walk the dog'] });
    const fetchMock = signedInWithPlan({ plan: await seal(plan, keys), version: 4, updatedAt: '2026-03-01T10:00:00.000Z' }).on(
      'PUT /safety-plan',
      (call) => ({ body: { plan: (call.body as { plan: unknown }).plan, version: 5, updatedAt: '2026-03-02T10:00:00.000Z' } }),
    );
    const user = await openPlanPage();
    expect(within(step('copingStrategies')).getByText('Walk the dog')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Warning signs' }));
    const first = screen.getByRole('textbox', { name: 'Warning sign 1' });
    await user.clear(first);
    await user.type(first, 'Feeling empty');
    await user.click(screen.getByRole('button', { name: 'Remove Warning sign 2' }));
    await user.click(screen.getByRole('button', { name: 'Add another warning sign' }));
    await user.type(screen.getByRole('textbox', { name: 'Warning sign 2' }), 'Cancelling plans');
    await user.click(within(step('warningSigns')).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(within(step('warningSigns')).queryByRole('textbox')).toBeNull());
    expect(within(step('warningSigns')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Feeling empty', 'Cancelling plans']);
    const body = fetchMock.callsTo('PUT /safety-plan')[0]!.body as { plan: unknown; expectedVersion: number };
    expect(body.expectedVersion).toBe(4);
    expect(await opened(body.plan, keys)).toEqual({ ...plan, warningSigns: ['Feeling empty', 'Cancelling plans'] });
  });

  it('says so when another device saved first (409) and keeps the edit open', async () => {
    const keys = await unlocked();
    const message = 'Your safety plan was changed on another device. Reload it to see the latest copy before saving again.';
    signedInWithPlan({ plan: await seal(planOf({ reasonsForLiving: ['My garden'] }), keys), version: 2, updatedAt: '2026-03-01T10:00:00.000Z' }).on(
      'PUT /safety-plan',
      { status: 409, body: { message } },
    );
    const user = await openPlanPage();
    await user.click(screen.getByRole('button', { name: 'Edit My reasons for living' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason for living 1' }), ' and my books');
    await user.click(within(step('reasonsForLiving')).getByRole('button', { name: 'Save' }));
    expect((await within(step('reasonsForLiving')).findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('textbox', { name: 'Reason for living 1' })).toBeTruthy();
  });

  it('shows the copy kept on this device, still encrypted, when the API cannot be reached', async () => {
    const keys = await unlocked();
    const field = await seal(planOf({ environment: ['Give my pills to Jo'] }), keys);
    writeOfflineCopy('user-1', field, 3, new Date('2026-02-20T09:30:00.000Z'));
    expect(window.localStorage.getItem('solace_safety_plan_user-1')).not.toContain('Give my pills');
    signedInWithPlan(new TypeError('Failed to fetch'));
    await openPlanPage();
    expect(within(step('environment')).getByText('Give my pills to Jo')).toBeTruthy();
    const note = screen.getByText(/this is the copy saved on this device on/);
    expect(note.getAttribute('role')).toBe('status');
    expect(note.textContent).toMatch(/copy saved on this device on .*2026/);
  });

  it('keeps the copy it loads, and forgets it when the plan was deleted elsewhere', async () => {
    const keys = await unlocked();
    const field = await seal(planOf({ warningSigns: ['Racing thoughts'] }), keys);
    signedInWithPlan({ plan: field, version: 1, updatedAt: '2026-03-01T10:00:00.000Z' });
    await openPlanPage();
    expect(JSON.parse(window.localStorage.getItem('solace_safety_plan_user-1')!)).toMatchObject({ plan: field, version: 1 });
    cleanup();
    signedInWithPlan(NO_PLAN);
    await openPlanPage();
    expect(heading('Step 1: Warning signs')).toBeTruthy();
    expect(window.localStorage.getItem('solace_safety_plan_user-1')).toBeNull();
  });

  it('deletes the plan after asking, here and on this device, and starts the guided fill again', async () => {
    const keys = await unlocked();
    const plan = await seal(planOf({ warningSigns: ['Feeling numb'] }), keys);
    const fetchMock = signedInWithPlan({ plan, version: 2, updatedAt: '2026-03-01T10:00:00.000Z' }).on('DELETE /safety-plan', {
      body: { success: true, message: 'Safety plan deleted' },
    });
    const user = await openPlanPage();
    expect(window.localStorage.getItem('solace_safety_plan_user-1')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete my plan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete my safety plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(heading('Step 1: Warning signs')).toBeTruthy());
    expect(fetchMock.callsTo('DELETE /safety-plan')).toHaveLength(1);
    expect(window.localStorage.getItem('solace_safety_plan_user-1')).toBeNull();
  });

  it('without keys shows the locked notice and keeps the crisis lines in reach', async () => {
    signedInWithPlan(NO_PLAN);
    await openPlanPage();
    const notice = screen.getByRole('region', { name: 'Safety plan locked' });
    expect(within(notice).getByRole('button', { name: 'Set up encryption' })).toBeTruthy();
    const help = screen.getByRole('region', { name: 'If you need help now' });
    expect(within(help).getByRole('link', { name: /Call 988/ }).getAttribute('href')).toBe('tel:988');
    expect(screen.queryByTestId('safety-plan-sheet')).toBeNull();
  });

  it('offers a retry when the plan cannot be loaded and there is no copy on this device', async () => {
    await unlocked();
    signedInWithPlan(new TypeError('Failed to fetch'));
    await openPlanPage();
    expect(screen.getByRole('alert').textContent).toMatch(/could not be loaded/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('one tap from the crisis lines', () => {
  it('every crisis card links to the safety plan', () => {
    for (const context of ['chat', 'journal', 'mood', 'info'] as const) {
      render(
        <MemoryRouter>
          <CrisisCard context={context} />
        </MemoryRouter>,
      );
      const card = screen.getByTestId('crisis-card');
      expect(within(card).getByRole('link', { name: 'My Safety Plan' }).getAttribute('href')).toBe('/safety-plan');
      expect(within(card).getByRole('link', { name: 'My Safety Plan' }).querySelector('svg')).not.toBeNull();
      cleanup();
    }
  });
});
