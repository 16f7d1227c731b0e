import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { DashboardResponse } from '@contracts/analytics';
import type { MoodLog } from '@contracts/mental-health';
import { CrisisResources } from '../../frontend/src/components/crisis-resources';
import { Modal } from '../../frontend/src/components/modal';
import { PasswordChecklist } from '../../frontend/src/components/password-requirements';
import { ToastProvider, useToast } from '../../frontend/src/components/toast';
import { VerifyEmailPage } from '../../frontend/src/features/auth/components/verify-email-page';
import { EncryptionBadge } from '../../frontend/src/features/journal/components/encryption-badge';
import { EntryCard } from '../../frontend/src/features/journal/components/entry-card';
import { EntryForm } from '../../frontend/src/features/journal/components/entry-form';
import { MoodLogCard } from '../../frontend/src/features/mental-health/components/mood-log-card';
import { MoodLogForm } from '../../frontend/src/features/mental-health/components/mood-log-form';
import { TagListField } from '../../frontend/src/features/mental-health/components/tag-list-field';
import type { EncryptionStatus } from '../../frontend/src/lib/encryption-context';
import { MOOD_LEVELS } from '../../frontend/src/lib/mood-scale';
import { saveSession } from '../../frontend/src/lib/storage';
import { mockFetch } from './helpers/fetch-mock';
import { makeUser } from './helpers/fixtures';
import { renderApp, renderScreen } from './helpers/render-app';

// The chart pulls in recharts; its own tests cover it.
jest.mock('../../frontend/src/components/mood-line-chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { MoodLineChart: () => createElement('div', { 'data-testid': 'mood-chart' }) };
});

/**
 * Characters that need a symbol or emoji font, which many Linux machines (and headless Chromium)
 * lack: they show as empty boxes. Arrows, technical symbols (⌂ ⎋), geometric shapes (○),
 * miscellaneous symbols (☾ ♥ ☏), dingbats (✓ ✕ ✦), more arrows, emoji and the emoji variation
 * selector; also the multiplication sign the close buttons once used.
 */
const ICON_CHARACTER = /[\u00D7\u2190-\u21FF\u2300-\u23FF\u25A0-\u27BF\u2900-\u297F\u2B00-\u2BFF\u{1F000}-\u{1FAFF}]|\uFE0F/u;
const ATTRIBUTES_READ_OUT = ['aria-label', 'title', 'placeholder', 'alt'];

/** The spec's mood emoji would pass only with their label; the screens draw the faces instead. */
const MOOD_FACES = new Map(MOOD_LEVELS.map((level) => [level.emoji, level.label]));

function textNodes(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  return nodes;
}

function describeCharacter(character: string): string {
  return `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why a mood face is not labelled, or null when it is. */
function unlabelledMoodFace(element: Element, label: string): string | null {
  const image = element.closest('[role="img"]');
  if (image) {
    return image.getAttribute('aria-label')?.includes(label) ? null : `a mood image without "${label}" in its aria-label`;
  }
  // Otherwise hidden from screen readers, next to visible text that names the mood.
  const hidden = element.closest('[aria-hidden="true"]');
  if (!hidden) return `a mood face read out as an emoji instead of "${label}"`;
  return hidden.parentElement?.textContent?.includes(label) ? null : `a mood face with no "${label}" beside it`;
}

/** Every text node and read-out attribute under `root`: no icon character, mood faces labelled. */
function iconCharacterProblems(root: Element = document.body): string[] {
  const problems: string[] = [];
  for (const node of textNodes(root)) {
    let text = node.data;
    for (const [face, label] of MOOD_FACES) {
      if (!text.includes(face)) continue;
      const problem = unlabelledMoodFace(node.parentElement!, label);
      if (problem) problems.push(problem);
      text = text.split(face).join('');
    }
    const found = ICON_CHARACTER.exec(text);
    if (found) problems.push(`${describeCharacter(found[0])} "${found[0]}" in the text "${node.data.trim()}"`);
  }
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const name of ATTRIBUTES_READ_OUT) {
      const found = ICON_CHARACTER.exec(element.getAttribute(name) ?? '');
      if (found) problems.push(`${describeCharacter(found[0])} "${found[0]}" in ${name}="${element.getAttribute(name)}"`);
    }
  }
  return problems;
}

/** The element's icons: `count` SVGs, hidden from screen readers, drawn in the text colour. */
function expectDecorativeIcons(element: Element, count = 1) {
  const icons = Array.from(element.querySelectorAll('svg'));
  expect(icons).toHaveLength(count);
  for (const icon of icons) {
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.getAttribute('stroke')).toBe('currentColor');
  }
}

const DASHBOARD: DashboardResponse = {
  mood_trend: [{ date: '2025-05-01', score: 4, timestamp: '2025-05-01T10:00:00.000Z' }],
  chat_activity: [],
  journal_streak: 2,
  total_sessions: 1,
  mood_trend_percentage: 0,
  stats: { total_journal_entries: 3, total_mood_logs: 1, total_chat_sessions: 1, check_ins: 1, mood_average: 4, active_days: 1 },
};

const SESSION = {
  id: '01J00000000000000000000001',
  persona: 'sage',
  startedAt: '2025-05-01T10:00:00.000Z',
  lastMessageAt: '2025-05-01T10:12:00.000Z',
  messageCount: 4,
};

function signedIn() {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch()
    .on('GET /auth/me', { body: makeUser() })
    .on('GET /analytics/dashboard', { body: DASHBOARD })
    .on('GET /chat/sessions', { body: { sessions: [SESSION], nextCursor: null } });
}

function moodLog(mood: number): MoodLog {
  return {
    id: `01K0000000000000000000000${mood}`,
    mood,
    energy: 5,
    stress: 3,
    timestamp: '2025-05-01T10:00:00.000Z',
    clientEncrypted: true,
    created_at: '2025-05-01T10:00:00.000Z',
    updated_at: '2025-05-01T10:00:00.000Z',
  };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('interface icons are SVG, not characters a font may lack', () => {
  it('finds an icon character in the text, in a read-out attribute and in an unlabelled mood face', () => {
    render(
      <div>
        <span aria-hidden="true">⌂</span>Dashboard
        <button type="button" aria-label="☰" />
        <span>🙂</span>
      </div>,
    );
    expect(iconCharacterProblems()).toEqual([
      'U+2302 "⌂" in the text "⌂"',
      'a mood face read out as an emoji instead of "Good"',
      'U+2630 "☰" in aria-label="☰"',
    ]);
  });

  it('the sidebar, the mobile menu button, the trial banner and the dashboard', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' });
    await screen.findByTestId('recent-activity-item');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'AI Coaches', 'My Health', 'Check-ins', 'Support', 'Account']);
    for (const link of links) expectDecorativeIcons(link);
    expectDecorativeIcons(screen.getByText('Solace', { selector: '.sidebar__brand' }));
    expectDecorativeIcons(screen.getByRole('button', { name: 'Dark mode' }));
    expectDecorativeIcons(screen.getByRole('button', { name: 'Logout' }));
    expectDecorativeIcons(screen.getByRole('button', { name: 'Close trial banner' }));

    const quickLinks = within(screen.getByRole('navigation', { name: 'Quick actions' })).getAllByRole('link');
    expect(quickLinks.map((link) => link.textContent)).toEqual(['Start Chat', 'Log Mood', 'Crisis Support']);
    for (const link of quickLinks) expectDecorativeIcons(link);
    for (const card of screen.getAllByTestId('feature-card')) expectDecorativeIcons(card);
    expectDecorativeIcons(screen.getByTestId('recent-activity-item'));
    expect(iconCharacterProblems()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expectDecorativeIcons(screen.getByRole('button', { name: 'Close menu' }));
    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    expectDecorativeIcons(screen.getByRole('button', { name: 'Light mode' }));
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('the My Health tabs', async () => {
    signedIn();
    renderApp('/wellness');
    await screen.findByText('2 days streak · 3 entries');
    const tabs = screen.getAllByTestId('wellness-tab');
    expect(tabs.map((tab) => tab.querySelector('.link-tab__title')?.textContent)).toEqual(['Mental Health', 'Journal']);
    for (const tab of tabs) expectDecorativeIcons(tab);
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('the crisis resources, with the same accessible names', () => {
    render(<CrisisResources />);
    const region = screen.getByRole('region', { name: 'Need help right now?' });
    expectDecorativeIcons(within(region).getByRole('heading', { name: 'Need help right now?' }));
    expectDecorativeIcons(within(region).getByRole('link', { name: 'Call 988 Suicide & Crisis Lifeline' }));
    expectDecorativeIcons(within(region).getByRole('link', { name: 'Text HOME to 741741 Crisis Text Line' }));
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('each kind of toast, and its dismiss button', () => {
    function ShowToasts() {
      const toast = useToast();
      useEffect(() => {
        toast.success('Saved');
        toast.error('Failed');
        toast.info('Note');
      }, [toast]);
      return null;
    }
    render(
      <ToastProvider>
        <ShowToasts />
      </ToastProvider>,
    );
    const toasts = screen.getAllByTestId('toast');
    expect(toasts.map((toast) => toast.textContent)).toEqual(['Saved', 'Failed', 'Note']);
    for (const toast of toasts) {
      expectDecorativeIcons(toast, 2);
      expectDecorativeIcons(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    }
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('the password requirements, met and not met', () => {
    render(<PasswordChecklist password="abcdefgh" />);
    const items = within(screen.getByRole('list', { name: 'Password requirements' })).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.met)).toEqual(['true', 'false', 'true', 'false', 'false']);
    for (const item of items) expectDecorativeIcons(item);
    expect(iconCharacterProblems()).toEqual([]);
  });

  it.each<[EncryptionStatus, string]>([
    ['unlocked', 'End-to-end encrypted'],
    ['disabled', 'Standard encryption'],
    ['locked', 'Encryption key needed'],
  ])('the journal encryption badge when %s', (status, text) => {
    render(<EncryptionBadge status={status} />);
    const badge = screen.getByTestId('encryption-badge');
    expect(badge.textContent).toBe(text);
    expectDecorativeIcons(badge);
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('the sign-in card and the way back from the forgot-password view', async () => {
    mockFetch();
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expectDecorativeIcons(screen.getByText('Solace', { selector: '.auth-brand' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expectDecorativeIcons(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('the verify-email outcomes', async () => {
    mockFetch().on(
      'POST /auth/verify-email',
      { body: { success: true, message: 'Email verified' } },
      { status: 400, body: { message: 'Invalid or expired token' } },
    );
    const first = renderScreen(`/verify-email?token=${'b'.repeat(43)}`, '/verify-email', <VerifyEmailPage />);
    await screen.findByRole('heading', { level: 1, name: 'Email Verified!' });
    expectDecorativeIcons(document.querySelector('.auth-status--success')!);
    expect(iconCharacterProblems()).toEqual([]);
    first.unmount();

    renderScreen(`/verify-email?token=${'c'.repeat(43)}`, '/verify-email', <VerifyEmailPage />);
    await screen.findByRole('heading', { level: 1, name: 'Verification Failed' });
    expectDecorativeIcons(document.querySelector('.auth-status--error')!);
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('the close button of a dialog and the remove buttons of a tag list', () => {
    render(
      <Modal title="Example" onClose={() => undefined}>
        <TagListField label="Triggers" name="triggers" items={['deadline', 'noise']} onChange={() => undefined} />
      </Modal>,
    );
    expectDecorativeIcons(screen.getByRole('button', { name: 'Close dialog' }));
    expectDecorativeIcons(screen.getByRole('button', { name: 'Remove deadline from Triggers' }));
    expectDecorativeIcons(screen.getByRole('button', { name: 'Remove noise from Triggers' }));
    expect(iconCharacterProblems()).toEqual([]);
  });
});

describe('mood faces are drawn, with a text label wherever they are shown', () => {
  it('on mood log cards, with an icon for the locked notes and for a mood off the scale', () => {
    render(
      <>
        {[1, 2, 3, 4, 5, 9].map((mood) => (
          <MoodLogCard key={mood} raw={moodLog(mood)} result={{ state: 'locked' }} onDelete={() => undefined} />
        ))}
      </>,
    );
    const cards = screen.getAllByTestId('mood-log');
    const moods = cards.map((card) => card.querySelector('.mood-log__mood')!);
    expect(moods.map((mood) => mood.textContent)).toEqual(['Very Low', 'Low', 'Neutral', 'Good', 'Excellent', 'Mood 9']);
    for (const mood of moods) expectDecorativeIcons(mood);
    for (const card of cards) expectDecorativeIcons(card.querySelector('.mood-log__locked')!);
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('in the mood log form and the journal entry form, beside each mood label', () => {
    render(
      <>
        <MoodLogForm onSave={() => Promise.resolve(null)} privacyNote="Encrypted on this device." />
        <EntryForm
          mode="new"
          initial={{ title: '', content: '', mood: 3, tags: [], notes: '' }}
          onSave={() => Promise.resolve(null)}
          onCancel={() => undefined}
        />
      </>,
    );
    const labels = screen.getAllByRole('radio').map((radio) => radio.closest('label')!);
    expect(labels.map((label) => label.textContent)).toEqual([
      'Very Low',
      'Low',
      'Neutral',
      'Good',
      'Excellent',
      '1 Very Low',
      '2 Low',
      '3 Neutral',
      '4 Good',
      '5 Excellent',
    ]);
    for (const label of labels) expectDecorativeIcons(label);
    expect(iconCharacterProblems()).toEqual([]);
  });

  it('on a journal entry card, as an image named by the mood', () => {
    const at = '2025-05-01T10:00:00.000Z';
    const entry = { id: 'e1', title: 'A calm day', content: 'Walked by the sea.', mood: 4, tags: [], notes: '', createdAt: at, updatedAt: at };
    render(<EntryCard entry={entry} onEdit={() => undefined} onDelete={() => undefined} />);
    expectDecorativeIcons(screen.getByRole('img', { name: 'Mood: 4 Good' }));
    expect(iconCharacterProblems()).toEqual([]);
  });
});
