import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveSession } from '../../../frontend/src/lib/storage';
import { mockFetch } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';
import { renderApp } from '../helpers/render-app';
import { expectPageAt, linkTargets, pageHeading } from '../helpers/page-queries';

async function openCommunity() {
  saveSession({ token: 'access', refreshToken: 'refresh' }, 'local');
  mockFetch().on('GET /auth/me', { body: makeUser() });
  renderApp('/community');
  await pageHeading('Community');
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Community sections' })).getAllByRole('link');
const trust = () => screen.getByRole('region', { name: 'Trust & Security' });

describe('/community', () => {
  it('has the tabs Therapists and Profile linking to their screens', async () => {
    await openCommunity();
    expect(linkTargets(tabs(), (tab) => tab.querySelector('.link-tab__title')?.textContent)).toEqual([
      ['Therapists', '/therapists'],
      ['Profile', '/profile'],
    ]);
  });

  it('the Profile tab opens /profile', async () => {
    const user = userEvent.setup();
    await openCommunity();
    await user.click(tabs()[1]!);
    await expectPageAt('Your Profile', '/profile');
  });

  it('says peer community features are coming soon', async () => {
    await openCommunity();
    const soon = screen.getByRole('region', { name: 'Peer community Coming Soon' });
    expect(within(soon).getByText(/Peer community features are coming soon/)).toBeTruthy();
  });

  it('has a trust and security block with the crisis lines one tap away', async () => {
    await openCommunity();
    const titles = within(trust())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Your journal is encrypted on your device',
      'Your conversations stay yours',
      'Licensed therapists',
      'Crisis resources, one tap away',
    ]);
    expect(within(trust()).getByRole('link', { name: 'Call 988' }).getAttribute('href')).toBe('tel:988');
    expect(within(trust()).getByRole('link', { name: 'text HOME to 741741' }).getAttribute('href')).toBe('sms:741741?&body=HOME');
    expect(within(trust()).getByRole('link', { name: 'Support Hub' }).getAttribute('href')).toBe('/support');
  });

  it('has one h1 and its sections as h2', async () => {
    await openCommunity();
    const page = screen.getByRole('heading', { level: 1, name: 'Community' }).closest('section')!;
    expect(page.querySelectorAll('h1')).toHaveLength(1);
    expect(Array.from(page.querySelectorAll('h2')).map((h) => h.textContent)).toEqual(['Peer community Coming Soon', 'Trust & Security']);
    for (const svg of Array.from(page.querySelectorAll('svg'))) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });
});
