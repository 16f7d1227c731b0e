import { getConfig, initConfig } from '../../frontend/src/lib/config';
import {
  KEY_LIFETIME_MS,
  clearEncryptionKey,
  getEncryptionKey,
  getSessionKeys,
  keyExpiresAt,
  setEncryptionKey,
  setSessionKeys,
  subscribeToKeys,
  type SessionKeys,
} from '../../frontend/src/lib/crypto/key-store';
import {
  API_URL_KEY,
  clearSession,
  clearTokens,
  getRefreshToken,
  getToken,
  isRemembered,
  saveSession,
  setRemembered,
  updateToken,
} from '../../frontend/src/lib/storage';
import { THEME_STORAGE_KEY, loadThemeSettings } from '../../frontend/src/lib/theme/theme-settings';
import { reloadThemeSettings, toggleThemeMode } from '../../frontend/src/lib/theme/theme-store';
import { TEST_CONFIG } from './helpers/fetch-mock';

const fakeKey = { type: 'secret' } as CryptoKey;
const fakeKeys: SessionKeys = { dataKey: fakeKey, legacyKey: null };

describe('config', () => {
  it('accepts the runtime shape and trims a trailing slash from the API URL', () => {
    initConfig({ ...TEST_CONFIG, apiUrl: 'http://127.0.0.1:3001/local/' });
    expect(getConfig().apiUrl).toBe('http://127.0.0.1:3001/local');
  });

  it("keeps the API's URL on the device, for the next start to connect and check the session early", () => {
    localStorage.removeItem(API_URL_KEY);
    initConfig({ ...TEST_CONFIG, apiUrl: 'https://api.example.com/prod/' });
    expect(localStorage.getItem(API_URL_KEY)).toBe('https://api.example.com/prod');
    localStorage.removeItem(API_URL_KEY);
  });

  it('refuses a malformed configuration', () => {
    expect(() => initConfig({ ...TEST_CONFIG, apiUrl: 'not a url' })).toThrow(/Invalid configuration/);
    expect(() => initConfig({ ...TEST_CONFIG, userPoolId: undefined })).toThrow(/Invalid configuration/);
    expect(() => initConfig({ ...TEST_CONFIG, coachProvider: 'openai' })).toThrow(/Invalid configuration/);
  });

  it.each([
    ['not an object', 'config', /expected an object/],
    ['a list', [TEST_CONFIG], /expected an object/],
    ['null', null, /expected an object/],
    ['an API URL that is not http or https', { ...TEST_CONFIG, apiUrl: 'ftp://example.com' }, /apiUrl: expected an http or https URL/],
    ['an empty user pool client', { ...TEST_CONFIG, userPoolClientId: '' }, /userPoolClientId: expected a non-empty string/],
    ['a region that is a number', { ...TEST_CONFIG, region: 7 }, /region: expected a non-empty string/],
    ['no identity pool field at all', { ...TEST_CONFIG, identityPoolId: undefined }, /identityPoolId/],
  ])('says what is wrong with %s', (_what, raw, message) => {
    expect(() => initConfig(raw)).toThrow(message);
  });

  it('keeps only the fields it knows, with nulls where a stage has no identity pool or payments', () => {
    // As config.json would be read: `__proto__` an own key of the parsed object.
    const raw: unknown = JSON.parse(JSON.stringify({ ...TEST_CONFIG, extra: 'ignored' }).replace(/^\{/, '{"__proto__":{"polluted":true},'));
    const config = initConfig(raw);
    expect(config).toEqual({ ...TEST_CONFIG, identityPoolId: null, stripePublishableKey: null, coachProvider: config.coachProvider });
    expect(Object.keys(config)).not.toContain('extra');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    initConfig(TEST_CONFIG);
  });

  it('says where coach replies come from, on the device when the file does not say', () => {
    expect(initConfig({ ...TEST_CONFIG, coachProvider: 'bedrock' }).coachProvider).toBe('bedrock');
    const { coachProvider: _omitted, ...older } = TEST_CONFIG;
    expect(initConfig(older).coachProvider).toBe('on-device');
    initConfig(TEST_CONFIG);
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

// The store with real keys and IndexedDB is tested in crypto/key-store.test.ts; here it runs as
// in a browser without IndexedDB: memory only.
describe('encryption key store', () => {
  afterEach(() => clearEncryptionKey());

  it('holds the keys in memory for their user and never in web storage', async () => {
    await setSessionKeys('user-1', fakeKeys, 1000);
    expect(getSessionKeys('user-1', 1000)).toBe(fakeKeys);
    expect(getSessionKeys('user-2', 1000)).toBeNull();
    expect(keyExpiresAt(1000)).toBe(1000 + KEY_LIFETIME_MS);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('expires 30 minutes after being set', async () => {
    await setSessionKeys('user-1', fakeKeys, 0);
    expect(getSessionKeys('user-1', 30 * 60 * 1000 - 1)).toBe(fakeKeys);
    expect(getSessionKeys('user-1', 30 * 60 * 1000)).toBeNull();
    expect(keyExpiresAt(0)).toBeNull();
  });

  it('is cleared by clearEncryptionKey, and subscribers are told', async () => {
    const seen: (SessionKeys | null)[] = [];
    const unsubscribe = subscribeToKeys((keys) => seen.push(keys));
    await setSessionKeys('user-1', fakeKeys);
    await clearEncryptionKey();
    unsubscribe();
    expect(getSessionKeys()).toBeNull();
    expect(seen).toEqual([fakeKeys, null]);
  });

  it('clears itself when the lifetime timer fires', async () => {
    jest.useFakeTimers();
    const seen: (SessionKeys | null)[] = [];
    const unsubscribe = subscribeToKeys((keys) => seen.push(keys));
    await setSessionKeys('user-1', fakeKeys);
    jest.advanceTimersByTime(KEY_LIFETIME_MS - 1);
    expect(seen).toEqual([fakeKeys]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual([fakeKeys, null]);
    unsubscribe();
  });

  it('keeps the older setEncryptionKey/getEncryptionKey pair working, in memory only', () => {
    setEncryptionKey(fakeKey, { now: 0 });
    expect(getEncryptionKey(KEY_LIFETIME_MS - 1)).toBe(fakeKey);
    expect(getEncryptionKey(KEY_LIFETIME_MS)).toBeNull();
    setEncryptionKey(fakeKey);
    void clearEncryptionKey();
    expect(getEncryptionKey()).toBeNull();
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
