// Line breaking for the PDF writer, on widths the caller measures (shaped runs for Devanagari).

const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters: a Devanagari syllable such as क्षि is never cut inside. */
function graphemes(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/** Lines no wider than `width`: broken between words, and inside a word only when it is wider than a line. */
export function wrapText(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      if (!word) continue;
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      if (measure(word) <= width) {
        line = word;
        continue;
      }
      for (const piece of graphemes(word)) {
        if (line && measure(line + piece) > width) {
          lines.push(line);
          line = '';
        }
        line += piece;
      }
    }
    lines.push(line);
  }
  return lines;
}
