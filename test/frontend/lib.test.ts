import { getConfig, initConfig } from '../../frontend/src/lib/config';
import {
  ENCRYPTION_KEY_LIFETIME_MS,
  ENCRYPTION_KEY_STORAGE_KEY,
  clearEncryptionKey,
  getEncryptionKey,
  getPersistedKeyMaterial,
  setEncryptionKey,
} from '../../frontend/src/lib/crypto/key-store';
import {
  clearSession,
  clearTokens,
  getRefreshToken,
  getToken,
  isRemembered,
  saveSession,
  setRemembered,
  updateToken,
} from '../../frontend/src/lib/storage';
import { THEME_STORAGE_KEY, loadThemeSettings, reloadThemeSettings, toggleThemeMode } from '../../frontend/src/lib/theme';
import { TEST_CONFIG } from './helpers/fetch-mock';

const fakeKey = { type: 'secret' } as CryptoKey;

describe('config', () => {
  it('accepts the runtime shape and trims a trailing slash from the API URL', () => {
    initConfig({ ...TEST_CONFIG, apiUrl: 'http://127.0.0.1:3001/local/' });
    expect(getConfig().apiUrl).toBe('http://127.0.0.1:3001/local');
  });

  it('refuses a malformed configuration', () => {
    expect(() => initConfig({ ...TEST_CONFIG, apiUrl: 'not a url' })).toThrow(/Invalid configuration/);
    expect(() => initConfig({ ...TEST_CONFIG, userPoolId: undefined })).toThrow(/Invalid configuration/);
  });
});

describe('session storage', () => {
  it('keeps a remembered session in localStorage and another in sessionStorage, never both', () => {
    saveSession({ token: 't1', refreshToken: 'r1' }, 'local');
    expect(window.localStorage.getItem('solace_token')).toBe('t1');
    saveSession({ token: 't2', refreshToken: 'r2' }, 'session');
    expect(window.localStorage.getItem('solace_token')).toBeNull();
    expect(window.sessionStorage.getItem('solace_token')).toBe('t2');
    expect(getToken()).toBe('t2');
    expect(getRefreshToken()).toBe('r2');
    updateToken('t3');
    expect(window.sessionStorage.getItem('solace_token')).toBe('t3');
  });

  it('clearTokens keeps the remember flag; clearSession removes it too', () => {
    saveSession({ token: 't', refreshToken: 'r' }, 'local');
    setRemembered(true);
    clearTokens();
    expect(getToken()).toBeNull();
    expect(isRemembered()).toBe(true);
    clearSession();
    expect(isRemembered()).toBe(false);
  });
});

describe('encryption key store', () => {
  afterEach(() => clearEncryptionKey());

  it('holds the key in memory and its expiry in sessionStorage', () => {
    setEncryptionKey(fakeKey, { material: 'wrapped', now: 1000 });
    expect(getEncryptionKey(1000)).toBe(fakeKey);
    expect(getPersistedKeyMaterial(1000)).toBe('wrapped');
    expect(JSON.parse(window.sessionStorage.getItem(ENCRYPTION_KEY_STORAGE_KEY)!)).toEqual({
      material: 'wrapped',
      expiresAt: 1000 + ENCRYPTION_KEY_LIFETIME_MS,
    });
  });

  it('expires 30 minutes after being set', () => {
    setEncryptionKey(fakeKey, { now: 0 });
    expect(getEncryptionKey(30 * 60 * 1000 - 1)).toBe(fakeKey);
    expect(getEncryptionKey(30 * 60 * 1000)).toBeNull();
    expect(window.sessionStorage.getItem(ENCRYPTION_KEY_STORAGE_KEY)).toBeNull();
  });

  it('is cleared from memory and storage by clearEncryptionKey', () => {
    setEncryptionKey(fakeKey, { material: 'wrapped' });
    clearEncryptionKey();
    expect(getEncryptionKey()).toBeNull();
    expect(getPersistedKeyMaterial()).toBeNull();
    expect(window.sessionStorage.getItem(ENCRYPTION_KEY_STORAGE_KEY)).toBeNull();
  });

  it('clears itself when the lifetime timer fires', () => {
    jest.useFakeTimers();
    setEncryptionKey(fakeKey, { material: 'wrapped' });
    jest.advanceTimersByTime(ENCRYPTION_KEY_LIFETIME_MS);
    expect(window.sessionStorage.getItem(ENCRYPTION_KEY_STORAGE_KEY)).toBeNull();
  });
});

describe('theme settings', () => {
  it('defaults the mode to the system preference', () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('dark') })) as unknown as typeof window.matchMedia;
    expect(loadThemeSettings().mode).toBe('dark');
    Reflect.deleteProperty(window, 'matchMedia');
    expect(loadThemeSettings().mode).toBe('light');
  });

  it('stores a toggled mode under solace_theme_settings and applies it to <html>', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify({ mode: 'light', fontSize: 'large' }));
    reloadThemeSettings();
    toggleThemeMode();
    expect(document.documentElement.dataset.theme).toBe('dark');
    const stored = JSON.parse(window.localStorage.getItem(THEME_STORAGE_KEY)!);
    expect(stored.mode).toBe('dark');
    expect(stored.fontSize).toBe('large');
  });
});
