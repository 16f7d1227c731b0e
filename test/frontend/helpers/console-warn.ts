/**
 * Holds console warnings back in every test of the calling file (pages warn when a load fails) and
 * restores them after each; returns a getter for the current test's spy, for tests that check a warning.
 */
export function silenceConsoleWarn(): () => jest.SpyInstance {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());
  return () => warn;
}
