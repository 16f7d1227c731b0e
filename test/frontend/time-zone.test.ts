import { userTimeZone } from '../../frontend/src/lib/time-zone';

const KEY = 'solace-time-zone';

function offsetsOf(now: Date): string {
  return `${new Date(now.getFullYear(), 0, 1).getTimezoneOffset()},${new Date(now.getFullYear(), 6, 1).getTimezoneOffset()}`;
}

describe('the time zone the analytics calls send', () => {
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it("is the browser's zone, kept on the device with its offsets", () => {
    const now = new Date(2026, 10, 29);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(userTimeZone(now)).toBe(zone);
    expect(window.localStorage.getItem(KEY)).toBe(`${offsetsOf(now)}|${zone}`);
  });

  it('is read from the device without asking Intl again while the offsets hold', () => {
    const now = new Date(2026, 10, 29);
    window.localStorage.setItem(KEY, `${offsetsOf(now)}|Pacific/Auckland`);
    const intl = jest.spyOn(Intl, 'DateTimeFormat');
    expect(userTimeZone(now)).toBe('Pacific/Auckland');
    expect(intl).not.toHaveBeenCalled();
  });

  it('is asked again when the offsets changed (the device moved to another zone)', () => {
    const now = new Date(2026, 10, 29);
    window.localStorage.setItem(KEY, '9999,9999|Pacific/Auckland');
    expect(userTimeZone(now)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it.each([
    ['no separator', () => 'garbage'],
    ['an empty zone', (offsets: string) => `${offsets}|`],
    ['extra parts', (offsets: string) => `${offsets}|Pacific/Auckland|x`],
  ])('ignores a kept value it cannot read (%s)', (_case, kept) => {
    const now = new Date(2026, 0, 5);
    window.localStorage.setItem(KEY, kept(offsetsOf(now)));
    expect(userTimeZone(now)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('still answers when web storage refuses to be read or written', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(userTimeZone(new Date(2026, 0, 5))).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
