import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { expectPageAt, linkTargets, location, pageHeading } from '../helpers/page-queries';

function signedIn() {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  return mockFetch().on('GET /auth/me', { body: makeUser() });
}

async function openSupport(path = '/support') {
  signedIn();
  renderApp(path);
  await pageHeading('Support Hub');
}

const main = () => screen.getByRole('heading', { level: 1, name: 'Support Hub' }).closest('section')!;
const tiles = () => within(screen.getByRole('navigation', { name: 'Quick access' })).getAllByRole('link');
const tabs = () => within(screen.getByRole('tablist', { name: 'Support topics' })).getAllByRole('tab');
const selectedTab = () => tabs().find((tab) => tab.getAttribute('aria-selected') === 'true');
const visiblePanel = () => screen.getByRole('tabpanel');
const crisisBox = () => screen.getByRole('region', { name: "If you're in crisis" });

describe('/support', () => {
  it('has one h1 and headings in order', async () => {
    await openSupport();
    const headings = Array.from(main().querySelectorAll('h1, h2, h3')).map((h) => [h.tagName, h.textContent]);
    expect(headings.filter(([tag]) => tag === 'H1')).toHaveLength(1);
    expect(headings[0]).toEqual(['H1', 'Support Hub']);
    expect(headings.filter(([tag]) => tag === 'H2').map(([, text]) => text)).toEqual(['How Solace can help', 'Features', "If you're in crisis"]);
  });

  it('has the quick-access tiles Find Therapist, Join Community, AI Insights and Crisis Help', async () => {
    await openSupport();
    expect(linkTargets(tiles(), (tile) => tile.querySelector('.support-tile__title')?.textContent)).toEqual([
      ['Find Therapist', '/therapists'],
      ['Join Community', '/community'],
      ['AI Insights', '/ai-coaching'],
      ['Crisis Help', '/support#crisis-help'],
    ]);
  });

  it('the Crisis Help tile goes to the crisis box on the page', async () => {
    const user = userEvent.setup();
    await openSupport();
    await user.click(tiles()[3]!);
    expect(document.activeElement).toBe(crisisBox());
    expect(location()).toBe('/support');
  });

  it('focuses the crisis box when the address names it', async () => {
    await openSupport('/support#crisis-help');
    expect(document.activeElement).toBe(crisisBox());
  });

  it('the Join Community tile opens /community', async () => {
    const user = userEvent.setup();
    await openSupport();
    await user.click(tiles()[1]!);
    await expectPageAt('Community', '/community');
  });

  it('has the tabs Overview, AI Features, Professional Care and Community, the first selected', async () => {
    await openSupport();
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Overview', 'AI Features', 'Professional Care', 'Community']);
    expect(selectedTab()?.textContent).toBe('Overview');
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(tabs()[0]!.id);
    expect(tabs()[0]!.getAttribute('aria-controls')).toBe(visiblePanel().id);
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(4);
  });

  it('shows each panel with its links when its tab is clicked', async () => {
    const user = userEvent.setup();
    await openSupport();

    await user.click(screen.getByRole('tab', { name: 'AI Features' }));
    expect(selectedTab()?.textContent).toBe('AI Features');
    expect(within(visiblePanel()).getByText(/They are wellness coaches, not therapy/)).toBeTruthy();
    expect(within(visiblePanel()).getByRole('link', { name: 'About your AI coach and your safety' }).getAttribute('href')).toBe('/safety');

    await user.click(screen.getByRole('tab', { name: 'Professional Care' }));
    expect(within(visiblePanel()).getByRole('link', { name: 'Find a therapist' }).getAttribute('href')).toBe('/therapists');
    expect(within(visiblePanel()).getByRole('link', { name: 'Your therapist connections' }).getAttribute('href')).toBe('/therapist-connections');

    await user.click(screen.getByRole('tab', { name: 'Community' }));
    expect(within(visiblePanel()).getByRole('link', { name: 'Visit the community area' }).getAttribute('href')).toBe('/community');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('switches tabs with the arrow keys, Home and End, moving focus and wrapping', async () => {
    const user = userEvent.setup();
    await openSupport();
    await user.click(tabs()[0]!);

    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('AI Features');
    expect(document.activeElement).toBe(selectedTab());
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1]);

    await user.keyboard('{End}');
    expect(selectedTab()?.textContent).toBe('Community');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()?.textContent).toBe('Overview');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()?.textContent).toBe('Community');
    await user.keyboard('{Home}');
    expect(selectedTab()?.textContent).toBe('Overview');
    expect(document.activeElement).toBe(tabs()[0]);
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe(tabs()[0]!.id);
  });

  it('reaches the tab list with one Tab press and leaves it for the panel with the next', async () => {
    const user = userEvent.setup();
    await openSupport();
    tiles()[3]!.focus();
    await user.tab();
    expect(document.activeElement).toBe(tabs()[0]);
    await user.tab();
    expect(document.activeElement).toBe(visiblePanel());
  });

  it('has four feature cards, each linking to its screen', async () => {
    await openSupport();
    const cards = screen.getAllByTestId('support-feature');
    expect(linkTargets(cards, (card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      ['AI Coaching', '/ai-coaching'],
      ['Encrypted Journal', '/journal'],
      ['Mood Tracking', '/mental-health'],
      ['Therapist Matching', '/therapists'],
    ]);
  });

  it('has a crisis box with a call link to 988, text HOME to 741741, 911, the safety plan and a link to /therapists', async () => {
    await openSupport();
    expect(linkTargets(within(crisisBox()).getAllByRole('link'))).toEqual([
      ['Call 988Suicide & Crisis Lifeline', 'tel:988'],
      ['Text 988Suicide & Crisis Lifeline', 'sms:988'],
      ['Text HOME to 741741Crisis Text Line', 'sms:741741?&body=HOME'],
      ['Call 911If you are in immediate danger', 'tel:911'],
      ['My Safety Plan', '/safety-plan'],
      ['Find a therapist', '/therapists'],
    ]);
  });

  it('draws its icons as hidden SVGs, never as characters', async () => {
    await openSupport();
    const svgs = main().querySelectorAll('svg');
    expect(svgs.length).toBeGreaterThan(0);
    for (const svg of Array.from(svgs)) expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(main().textContent).not.toMatch(/[\u{1F000}-\u{1FAFF}\u2600-\u27BF]/u);
  });
});
