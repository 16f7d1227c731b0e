/* Colour arithmetic on `#rrggbb` values (WCAG 2 relative luminance). */

/** WCAG AA: normal text against its background. */
export const TEXT_CONTRAST_MIN = 4.5;
/** WCAG AA: borders and other non-text parts. */
export const NON_TEXT_CONTRAST_MIN = 3;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two `#rrggbb` colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `amount` of `a` mixed into `b`. */
export function mixColors(a: string, b: string, amount: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca.map((c, i) => Math.round(c * amount + (cb[i] as number) * (1 - amount)).toString(16).padStart(2, '0')).join('')}`;
}
