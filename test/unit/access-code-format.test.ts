import {
  CODE_ALPHABET,
  CODE_LENGTH,
  accessCodeHash,
  checkSymbol,
  formatAccessCode,
  generateAccessCode,
  lastFour,
  parseAccessCode,
} from '../../lambdas/shared/access-code-format';

const canonical = (code: string) => code.replace(/-/g, '');

describe('access code format', () => {
  it('generates grouped codes of the alphabet with a valid check symbol', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const code = generateAccessCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
      expect(parseAccessCode(code)).toEqual({ ok: true, code: canonical(code) });
      seen.add(code);
    }
    expect(seen.size).toBe(500);
  });

  it('uses every symbol of the alphabet (no bias to a part of it)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 400; i++) for (const c of canonical(generateAccessCode()).slice(0, -1)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe(CODE_ALPHABET);
    // 6,000 symbols over 32: about 187 each.
    for (const n of counts.values()) expect(n).toBeGreaterThan(110);
  });

  it('reads what people type: lower case, spaces, I/L as 1 and O as 0', () => {
    const code = generateAccessCode(() => Uint8Array.from([1, 0, 1, 0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
    const plain = canonical(code);
    expect(plain.startsWith('1010')).toBe(true);
    expect(parseAccessCode(` ${code.toLowerCase()} `)).toEqual({ ok: true, code: plain });
    expect(parseAccessCode(plain.replace(/^1010/, 'iOlo'))).toEqual({ ok: true, code: plain });
    expect(parseAccessCode(plain.match(/.{1,2}/g)!.join(' '))).toEqual({ ok: true, code: plain });
  });

  it('catches every single mistyped symbol', () => {
    const plain = canonical(generateAccessCode());
    for (let i = 0; i < CODE_LENGTH; i++) {
      for (const c of CODE_ALPHABET) {
        if (c === plain[i]) continue;
        const typo = plain.slice(0, i) + c + plain.slice(i + 1);
        expect(parseAccessCode(typo)).toEqual({ ok: false, reason: 'check' });
      }
    }
  });

  it('catches swapped neighbours except the one pair Luhn mod 32 cannot tell apart (0 and Z)', () => {
    let caught = 0;
    let missed = 0;
    for (let n = 0; n < 200; n++) {
      const plain = canonical(generateAccessCode());
      for (let i = 0; i + 1 < CODE_LENGTH; i++) {
        if (plain[i] === plain[i + 1]) continue;
        const swapped = plain.slice(0, i) + plain[i + 1] + plain[i] + plain.slice(i + 2);
        if (parseAccessCode(swapped).ok) {
          missed++;
          expect([plain[i], plain[i + 1]].sort().join('')).toBe('0Z');
        } else caught++;
      }
    }
    expect(caught).toBeGreaterThan(2500);
    expect(missed).toBeLessThan(caught / 100);
  });

  it.each(['', 'ABCD', 'ABCD-EFGH-JKMN-PQRSX', 'ABCD-EFGH-JKMN-PQRU', 'ABCD_EFGH_JKMN_PQRS', 'x'.repeat(65), '\u{1F642}'.repeat(16)])(
    'refuses %j as not a code',
    (input) => {
      expect(parseAccessCode(input)).toEqual({ ok: false, reason: 'format' });
    },
  );

  it('computes the check symbol as worked out by hand', () => {
    // Data 000000000000001: from the right, 1 is doubled (2): sum 2, check (32 − 2) = 30 → 'Y'.
    expect(checkSymbol('000000000000001')).toBe('Y');
    expect(parseAccessCode('0000-0000-0000-001Y')).toEqual({ ok: true, code: '000000000000001Y' });
    expect(formatAccessCode('000000000000001Y')).toBe('0000-0000-0000-001Y');
  });

  it('keeps only a keyed hash and the last four symbols', () => {
    const plain = canonical(generateAccessCode());
    const hash = accessCodeHash(plain, 'secret-one');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(plain.toLowerCase());
    expect(accessCodeHash(plain, 'secret-one')).toBe(hash);
    expect(accessCodeHash(plain, 'secret-two')).not.toBe(hash);
    expect(lastFour(plain)).toBe(plain.slice(-4));
  });
});
