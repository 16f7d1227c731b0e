// Splits text into runs by the font that covers them: Devanagari goes to Noto Sans Devanagari, everything
// else to the embedded Liberation Sans (Latin, Greek, Cyrillic).

export type PdfScript = 'latin' | 'devanagari';

export interface TextRun {
  text: string;
  script: PdfScript;
}

// Devanagari, Devanagari Extended and Vedic Extensions; the dotted circle a shaper may show a lone mark on.
// The class is ranges of code points (combining signs among them), never a combined sequence.
// eslint-disable-next-line no-misleading-character-class
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u25CC]/u;
// Spaces and joiners before a Devanagari letter are drawn with it: joiners shape the letters around them
// (half forms), and words with spaces between them stay one piece of text for a reader.
const NEUTRAL = /[\s\u200C]|\u200D/u;

export const hasDevanagari = (text: string) => DEVANAGARI.test(text);

export function splitRuns(text: string): TextRun[] {
  const chars = Array.from(text);
  const kinds = chars.map((c): PdfScript | null => (NEUTRAL.test(c) ? null : DEVANAGARI.test(c) ? 'devanagari' : 'latin'));
  // A neutral character joins Devanagari when Devanagari follows it.
  for (let i = 0; i < kinds.length; i += 1) {
    if (kinds[i] !== null) continue;
    let next: PdfScript | null = null;
    for (let j = i + 1; j < kinds.length && next === null; j += 1) next = kinds[j] ?? null;
    kinds[i] = next === 'devanagari' ? 'devanagari' : 'latin';
  }
  const runs: TextRun[] = [];
  chars.forEach((c, i) => {
    const script = kinds[i] ?? 'latin';
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += c;
    else runs.push({ text: c, script });
  });
  return runs;
}
