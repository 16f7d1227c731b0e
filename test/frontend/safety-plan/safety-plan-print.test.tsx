/**
 * @jest-environment ./test/frontend/crypto/webcrypto-environment.js
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { clearEncryptionKey } from '../../../frontend/src/lib/crypto/key-store';
import { buildPlanPdf } from '../../../frontend/src/features/safety-plan/safety-plan-pdf';
import { installBlobReaders, recordDownloads } from '../helpers/downloads';
import { pdfText } from '../reports/pdf-text';
import { unlocked } from '../mental-health/page-setup';
import { openPlanPage, planOf, seal, signedInWithPlan } from './helpers';

// The browser build of jspdf is an ES module; Jest runs CommonJS, which jspdf ships for Node.
jest.mock('jspdf', () => jest.requireActual('jspdf/dist/jspdf.node.min.js'));
jest.mock('../../../frontend/src/lib/pdf/pdf-fonts', () => jest.requireActual('../helpers/pdf-fonts'));

jest.setTimeout(30_000);

installBlobReaders();
const downloads = recordDownloads();

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  jest.restoreAllMocks();
  await clearEncryptionKey();
});

const plan = planOf({
  warningSigns: ['Staying up all night'],
  helpContacts: [{ name: 'Sam', phone: '555 0102' }],
  reasonsForLiving: ['My niece'],
});

describe('the plan as a PDF', () => {
  it('holds every step, the crisis lines, the connected therapist and the items', async () => {
    const text = await pdfText(buildPlanPdf(plan, [{ id: 'T1', name: 'Omar Haddad', licenseType: 'LCSW' }]));
    for (const words of [
      'My Safety Plan',
      'Step 1: Warning signs',
      '- Staying up all night',
      'Step 4: People I can ask for help',
      '- Sam: 555 0102',
      'call or text 988',
      'text HOME to 741741',
      'Omar Haddad, LCSW: my therapist on Solace',
      'My reasons for living',
      '- My niece',
      'call 911',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('prints names and items in Devanagari, Cyrillic and with accents as written', async () => {
    const text = await pdfText(
      buildPlanPdf(
        planOf({
          warningSigns: ['मैं आज बेहतर महसूस कर रही हूँ'],
          helpContacts: [{ name: 'प्रिया शर्मा', phone: '555 0102' }],
          reasonsForLiving: ['Анна', 'Crème brûlée'],
        }),
        [],
      ),
    );
    for (const words of ['मैं आज बेहतर महसूस कर रही हूँ', 'प्रिया शर्मा', '- Анна', '- Crème brûlée']) expect(text.normalize('NFC')).toContain(words);
    // Where the font changes the reader has two text items, which it joins with a space of its own.
    expect(text.normalize('NFC').replace(/\s+/g, '')).toContain('-प्रियाशर्मा:5550102');
  });

  it('is downloaded from the page, built on the device', async () => {
    const keys = await unlocked();
    const fetchMock = signedInWithPlan({ plan: await seal(plan, keys), version: 1, updatedAt: '2026-03-01T10:00:00.000Z' });
    const user = await openPlanPage();
    const before = fetchMock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 });
    expect(downloads[0]!.filename).toBe('my-safety-plan.pdf');
    expect(await pdfText(downloads[0]!.blob)).toContain('Staying up all night');
    // Nothing of it went anywhere.
    expect(fetchMock.calls).toHaveLength(before);
  });

  it('prints with the browser, the plan only', async () => {
    const keys = await unlocked();
    signedInWithPlan({ plan: await seal(plan, keys), version: 1, updatedAt: '2026-03-01T10:00:00.000Z' });
    const print = jest.fn();
    Object.assign(window, { print });
    const user = await openPlanPage();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    // The print stylesheet keeps this sheet and hides the rest; the buttons are marked to stay off paper.
    const sheet = screen.getByTestId('safety-plan-sheet');
    expect(sheet.textContent).toContain('Staying up all night');
    expect(screen.getByRole('button', { name: 'Print' }).closest('.no-print')).not.toBeNull();
  });
});
