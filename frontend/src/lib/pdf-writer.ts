import { jsPDF } from 'jspdf';
import { binaryString, ShapedFont, type PdfObjectOutput } from './pdf/shaped-font';
import { hasDevanagari, splitRuns } from './pdf/text-runs';
import { wrapText } from './pdf/wrap-text';

// Loaded with import() only when a PDF is built on the device, so jspdf stays its own chunk.
//
// Every document embeds Liberation Sans (Latin, Greek, Cyrillic) as a subset of the glyphs it uses. Runs
// of Devanagari are shaped by fontkit and drawn with Noto Sans Devanagari, which (with fontkit) is loaded
// only when the document has Devanagari in it. See docs/decisions/pdf-latin-1-fonts.md.

export type PdfStyle = 'normal' | 'bold' | 'italic';
type Rgb = readonly [number, number, number];

/** One line of a drawn chart: values in order, null where there is none. */
export interface PdfSeries {
  name: string;
  values: readonly (number | null)[];
  /** RGB, 0-255. */
  color: Rgb;
}

export interface PdfChart {
  series: readonly PdfSeries[];
  min: number;
  max: number;
  /** Under the first and the last point. */
  firstLabel: string;
  lastLabel: string;
  height?: number;
}

export interface PdfWriter {
  /** Wrapped text at the given size, a new page when it would pass the bottom margin; `after` points of space below. */
  write(text: string, size: number, style?: PdfStyle, after?: number): void;
  /** Extra space before what comes next. */
  space(points: number): void;
  /** A simple line chart across the text width, with a legend below; a new page when it would not fit. */
  lineChart(chart: PdfChart): void;
  /** The document, once the fonts its text needs are loaded. */
  blob(): Promise<Blob>;
}

// What the writer uses of jspdf beyond its typed surface: raw content operators and its font objects.
interface JsPdfFontEntry {
  id: string;
  encoding: string;
  objectNumber?: number;
  isAlreadyPutted?: boolean;
  metadata: { characterToGlyph(code: number): number };
}
interface JsPdfInternals {
  write(text: string): void;
  getFont(name: string, style: string): JsPdfFontEntry;
  events: { subscribe(topic: string, callback: (args: PdfObjectOutput & { font: JsPdfFontEntry }) => void): void };
}

const LATIN = 'SolaceText';
const SHAPED = 'SolaceShaped';
const BLACK: Rgb = [0, 0, 0];

/** Line ends and tabs made plain, and the text composed (NFC) so each letter is one character where it can be. */
const normalise = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n').replace(/[\t\u00A0\u2007\u202F]/g, ' ');

type Step = (page: PdfPage) => void;

/** An A4 document written top to bottom, one wrapped paragraph at a time. */
export function createPdfWriter(title: string): PdfWriter {
  const steps: Step[] = [];
  const texts: { text: string; style: PdfStyle }[] = [];
  const record = (text: string, style: PdfStyle) => texts.push({ text, style });
  return {
    write(text, size, style = 'normal', after = 4) {
      record(text, style);
      steps.push((page) => page.write(text, size, style, after));
    },
    space(points) {
      steps.push((page) => page.space(points));
    },
    lineChart(chart) {
      for (const label of [chart.firstLabel, chart.lastLabel, ...chart.series.map((s) => s.name)]) record(label, 'normal');
      steps.push((page) => page.lineChart(chart));
    },
    async blob() {
      const fonts = await import('./pdf/pdf-fonts');
      const wants = (bold: boolean) => texts.some((t) => (t.style === 'bold') === bold && hasDevanagari(t.text));
      const [latin, regular, bold] = await Promise.all([
        fonts.loadLatinFonts(),
        wants(false) ? fonts.loadDevanagariFont(false) : null,
        wants(true) ? fonts.loadDevanagariFont(true) : null,
      ]);
      const page = new PdfPage(title, latin, { regular, bold });
      for (const step of steps) step(page);
      return page.blob();
    },
  };
}

class PdfPage {
  private readonly pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  private readonly internal = this.pdf.internal as unknown as JsPdfInternals;
  private readonly shaped = new Map<PdfStyle, { font: ShapedFont; resource: string }>();
  private readonly margin = 56;
  private readonly width = this.pdf.internal.pageSize.getWidth() - this.margin * 2;
  private readonly height = this.pdf.internal.pageSize.getHeight();
  private readonly bottom = this.height - this.margin;
  private y = this.margin;

  constructor(
    title: string,
    latin: { regular: ArrayBuffer; bold: ArrayBuffer },
    devanagari: { regular: import('fontkit').Font | null; bold: import('fontkit').Font | null },
  ) {
    const { pdf } = this;
    pdf.addFileToVFS('solace-regular.ttf', binaryString(new Uint8Array(latin.regular)));
    pdf.addFont('solace-regular.ttf', LATIN, 'normal', undefined, 'Identity-H');
    pdf.addFileToVFS('solace-bold.ttf', binaryString(new Uint8Array(latin.bold)));
    pdf.addFont('solace-bold.ttf', LATIN, 'bold', undefined, 'Identity-H');
    const byId = new Map<string, ShapedFont>();
    (['regular', 'bold'] as const).forEach((weight, i) => {
      const font = devanagari[weight];
      if (!font) return;
      const style = weight === 'bold' ? 'bold' : 'normal';
      // jspdf lists a font in every page's resources only if it knows it: an entry is made for the shaped
      // font, and its objects are written below in place of jspdf's own (the encoding keeps jspdf away).
      const resource = pdf.addFont('solace-regular.ttf', SHAPED, style, undefined, 'Identity-H');
      const entry = this.internal.getFont(SHAPED, style);
      entry.encoding = 'SolaceShaped';
      const shapedFont = new ShapedFont(font, `SOLAC${'AB'[i]}`);
      byId.set(resource, shapedFont);
      this.shaped.set(style, { font: shapedFont, resource });
      if (style === 'normal') this.shaped.set('italic', { font: shapedFont, resource });
    });
    this.internal.events.subscribe('putFont', (args) => {
      const font = byId.get(args.font.id);
      if (!font) return;
      args.font.objectNumber = font.put(args);
      args.font.isAlreadyPutted = true;
    });
    pdf.setProperties({ title, creator: 'Solace' });
  }

  // The embedded font has no italic: italic text is set upright.
  private setLatin(style: PdfStyle, size: number) {
    this.pdf.setFont(LATIN, style === 'bold' ? 'bold' : 'normal');
    this.pdf.setFontSize(size);
  }

  /** Characters no embedded font has (emoji, other scripts) print as "?" rather than cut the line short. */
  private cover(text: string, style: PdfStyle): string {
    const font = this.internal.getFont(LATIN, style === 'bold' ? 'bold' : 'normal').metadata;
    return splitRuns(normalise(text))
      .map((run) => {
        if (run.script === 'devanagari' && this.shaped.has(style)) return run.text;
        return Array.from(run.text, (c) => (c === '\n' || (c.length === 1 && font.characterToGlyph(c.charCodeAt(0)) !== 0) ? c : '?')).join('');
      })
      .join('');
  }

  private measure(text: string, size: number, style: PdfStyle): number {
    this.setLatin(style, size);
    const shaped = this.shaped.get(style);
    return splitRuns(text).reduce(
      (sum, run) =>
        sum + (run.script === 'devanagari' && shaped ? shaped.font.width(run.text, size) : this.pdf.getStringUnitWidth(run.text) * size),
      0,
    );
  }

  /** One line of covered text, each run in the font that has it; `x` is where it starts. */
  private drawLine(text: string, x: number, baseline: number, size: number, style: PdfStyle, color: Rgb = BLACK) {
    const shaped = this.shaped.get(style);
    for (const run of splitRuns(text)) {
      if (run.script === 'devanagari' && shaped) {
        const rgb = color.map((c) => String(Math.round((c / 255) * 1000) / 1000)).join(' ');
        this.internal.write(`q ${rgb} rg\n${shaped.font.draw(shaped.resource, run.text, size, x, this.height - baseline)}\nQ`);
        x += shaped.font.width(run.text, size);
      } else {
        this.setLatin(style, size);
        this.pdf.setTextColor(color[0], color[1], color[2]);
        this.pdf.text(run.text, x, baseline);
        x += this.pdf.getStringUnitWidth(run.text) * size;
      }
    }
  }

  write(text: string, size: number, style: PdfStyle, after: number) {
    const lineHeight = size * 1.35;
    for (const line of wrapText(this.cover(text, style), this.width, (l) => this.measure(l, size, style))) {
      if (this.y + lineHeight > this.bottom) {
        this.pdf.addPage();
        this.y = this.margin;
      }
      this.drawLine(line, this.margin, this.y + size, size, style);
      this.y += lineHeight;
    }
    this.y += after;
  }

  space(points: number) {
    this.y += points;
  }

  lineChart({ series, min, max, firstLabel, lastLabel, height = 110 }: PdfChart) {
    const { pdf, margin, width } = this;
    const total = height + 40;
    if (this.y + total > this.bottom) {
      pdf.addPage();
      this.y = margin;
    }
    const top = this.y;
    const span = max - min || 1;
    const grey: Rgb = [90, 90, 90];
    const label = (text: string, x: number, baseline: number, align: 'left' | 'right' = 'left') => {
      const covered = this.cover(text, 'normal');
      const at = align === 'right' ? x - this.measure(covered, 8, 'normal') : x;
      this.drawLine(covered, at, baseline, 8, 'normal', grey);
      return this.measure(covered, 8, 'normal');
    };
    pdf.setDrawColor(200, 200, 200);
    pdf.setLineWidth(0.5);
    pdf.rect(margin, top, width, height);
    label(String(max), margin - 4, top + 8, 'right');
    label(String(min), margin - 4, top + height, 'right');
    label(firstLabel, margin, top + height + 10);
    label(lastLabel, margin + width, top + height + 10, 'right');
    const count = Math.max(...series.map((s) => s.values.length), 1);
    const xOf = (i: number) => margin + (count === 1 ? width / 2 : (i * width) / (count - 1));
    const yOf = (v: number) => top + height - ((v - min) / span) * height;
    pdf.setLineWidth(1.2);
    let legendX = margin;
    for (const s of series) {
      pdf.setDrawColor(s.color[0], s.color[1], s.color[2]);
      let previous: [number, number] | null = null;
      s.values.forEach((value, i) => {
        if (value === null) {
          previous = null;
          return;
        }
        const point: [number, number] = [xOf(i), yOf(value)];
        if (previous) pdf.line(previous[0], previous[1], point[0], point[1]);
        else pdf.circle(point[0], point[1], 0.8, 'S');
        previous = point;
      });
      pdf.line(legendX, top + height + 24, legendX + 14, top + height + 24);
      legendX += 24 + label(s.name, legendX + 18, top + height + 27) + 12;
    }
    pdf.setTextColor(0, 0, 0);
    this.y = top + total;
  }

  blob(): Blob {
    return this.pdf.output('blob');
  }
}
