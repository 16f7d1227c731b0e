import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { PasswordWrap } from '@contracts/encryption';
import type { SubscriptionView } from '@contracts/payments';
import type { User, UserSettings } from '@contracts/user';
import { ToastProvider } from '../../../frontend/src/components/toast';
import { AuthProvider } from '../../../frontend/src/features/auth/components/auth-provider';
import { SettingsPage } from '../../../frontend/src/features/settings/components/settings-page';
import { EncryptionContext, type EncryptionContextValue } from '../../../frontend/src/lib/encryption-context';
import { saveSession, type SessionPersistence } from '../../../frontend/src/lib/storage';
import { mockFetch, type FetchMock } from '../helpers/fetch-mock';
import { makeUser } from '../helpers/fixtures';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date `days` from now (negative: in the past). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString();
}

export const WRAP: PasswordWrap = { iterations: 600_000, salt: 'c2FsdHNhbHRzYWx0c2FsdA==', wrappedKey: 'd3JhcHBlZGtleXdyYXBwZWRrZXl3cmFwcGVka2V5d3I=' };

export function fakeEncryption(overrides: Partial<EncryptionContextValue> = {}): EncryptionContextValue {
  return {
    status: 'unlocked',
    busy: false,
    keys: null,
    enabled: true,
    currentKeys: () => null,
    requestUnlock: jest.fn(),
    wrapForNewPassword: jest.fn(async () => WRAP),
    ...overrides,
  };
}

export const ALL_ON: UserSettings = { notifications: { email: true, push: true, reminders: true } };

interface ServerOptions {
  user?: User;
  subscription?: SubscriptionView | undefined;
  settings?: UserSettings;
  persistence?: SessionPersistence;
}

/** A signed-in session and the answers every settings screen reads. */
export function settingsServer({ user = makeUser(), subscription = { status: 'none' }, settings = ALL_ON, persistence = 'local' }: ServerOptions = {}): FetchMock {
  saveSession({ token: 'access', refreshToken: 'refresh' }, persistence);
  return mockFetch()
    .on('GET /auth/me', { body: user })
    .on('GET /payments/subscription-status', { body: subscription === undefined ? { success: true } : { success: true, subscription } })
    .on('GET /user/settings', { body: settings });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** /settings inside the real toast and auth providers, with a stand-in for on-device encryption. */
export function renderSettings({ path = '/settings', encryption = fakeEncryption() }: { path?: string; encryption?: EncryptionContextValue } = {}) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <AuthProvider>
            <EncryptionContext.Provider value={encryption}>
              <Routes>
                <Route path="/settings" element={<SettingsPage />} />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
              <LocationProbe />
            </EncryptionContext.Provider>
          </AuthProvider>
        </ToastProvider>
      </MemoryRouter>
    </StrictMode>,
  );
}

export const location = () => screen.getByTestId('location').textContent;
export const toasts = () => screen.queryAllByTestId('toast').map((t) => t.querySelector('p')?.textContent);
export const region = (name: string) => screen.getByRole('region', { name });
export const findRegion = (name: string) => screen.findByRole('region', { name });
export const alertIn = (container: HTMLElement) => within(container).queryByRole('alert')?.textContent ?? null;

/** Replaces window.location with a copy whose assign is a mock (jsdom's own cannot be spied on). */
export function mockLocationAssign() {
  const original = window.location;
  const assign = jest.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { href: original.href, origin: original.origin, protocol: original.protocol, host: original.host, pathname: original.pathname, search: '', hash: '', assign, replace: jest.fn(), reload: jest.fn() },
  });
  return {
    assign,
    restore: () => Object.defineProperty(window, 'location', { configurable: true, value: original }),
  };
}
