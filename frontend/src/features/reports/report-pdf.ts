import { createPdfWriter } from '../../lib/pdf-writer';
import { describeRange } from './report-range';
import { excerpt, formatDay, type ReportInput, type ReportSummary } from './report-summary';

// Loaded with import() only when the PDF is built, so jspdf and the fonts stay their own chunks.

export const REPORT_TITLE = 'Solace wellbeing report';

const MOOD = [37, 99, 235] as const;
const ENERGY = [22, 163, 74] as const;
const STRESS = [220, 38, 38] as const;

/** The report as a PDF, built on the device; only the entries in `tickedIds` are in it. */
export function buildReportPdf(input: ReportInput, summary: ReportSummary, tickedIds: ReadonlySet<string>, name: string): Promise<Blob> {
  const pdf = createPdfWriter(REPORT_TITLE);
  pdf.write(REPORT_TITLE, 20, 'bold', 2);
  pdf.write(name ? `${name} - ${describeRange(input.range)}` : describeRange(input.range), 11, 'normal', 2);
  pdf.write('Prepared by the person named above from their own Solace records, to share with a therapist if they choose.', 9, 'normal', 16);

  pdf.write('Mood, energy and stress', 14, 'bold', 4);
  if (!summary.averages) {
    pdf.write('No moods were logged in this range.', 10, 'normal', 12);
  } else {
    const { mood, energy, stress } = summary.averages;
    pdf.write(`${summary.moodCount} mood logs. Averages: mood ${mood} of 5, energy ${energy} of 10, stress ${stress} of 10.`, 10, 'normal', 8);
    const first = summary.points[0]?.date ?? '';
    const last = summary.points[summary.points.length - 1]?.date ?? '';
    const per = summary.pointPeriod === 'week' ? 'Weekly averages' : 'Daily averages';
    pdf.write(`${per}, mood scaled to 10 (mood x 2) to share the axis.`, 9, 'normal', 4);
    pdf.lineChart({
      series: [
        { name: 'Mood (x2)', values: summary.points.map((p) => p.mood * 2), color: MOOD },
        { name: 'Energy', values: summary.points.map((p) => p.energy), color: ENERGY },
        { name: 'Stress', values: summary.points.map((p) => p.stress), color: STRESS },
      ],
      min: 0,
      max: 10,
      firstLabel: first,
      lastLabel: last,
    });
    pdf.space(8);
  }

  pdf.write('Top triggers and gratitude themes', 14, 'bold', 4);
  const themes = (list: ReportSummary['triggers']) => (list.length ? list.map((t) => `${t.name} (${t.count})`).join(', ') : 'None recorded.');
  pdf.write(`Triggers: ${themes(summary.triggers)}`, 10, 'normal', 2);
  pdf.write(`Gratitude: ${themes(summary.gratitude)}`, 10, 'normal', 2);
  if (input.moodTextLocked) pdf.write('Some triggers and gratitude notes were locked and are left out.', 9, 'normal', 2);
  pdf.space(10);

  pdf.write('Sleep and exercise', 14, 'bold', 4);
  pdf.write(
    input.profile?.saved
      ? `About ${input.profile.sleepHours} hours of sleep a night; exercise: ${input.profile.exerciseFrequency} (from the mental health profile).`
      : 'Not filled in on the mental health profile.',
    10,
    'normal',
    12,
  );

  pdf.write('PHQ-9 and GAD-7 check-ins', 14, 'bold', 4);
  if (input.checkInsLocked) pdf.write('Check-ins were locked on this device and are left out.', 10, 'normal', 4);
  else if (summary.checkIns.length === 0) pdf.write('No check-ins in this range.', 10, 'normal', 4);
  for (const c of summary.checkIns) pdf.write(`${formatDay(c.takenAt)}: ${c.name} ${c.total} (${c.band})`, 10, 'normal', 0);
  pdf.write('Screenings, not diagnoses.', 9, 'normal', 12);

  pdf.write('Coaching sessions', 14, 'bold', 4);
  pdf.write(`${input.coachingSessions} AI coaching ${input.coachingSessions === 1 ? 'session' : 'sessions'} started in this range.`, 10, 'normal', 12);

  const chosen = input.entries.filter((e) => tickedIds.has(e.id));
  if (chosen.length > 0) {
    pdf.write('Journal excerpts chosen to share', 14, 'bold', 6);
    for (const entry of [...chosen].reverse()) {
      pdf.write(entry.title ? `${formatDay(entry.createdAt)} - ${entry.title}` : formatDay(entry.createdAt), 11, 'bold', 2);
      pdf.write(excerpt(entry.content), 10, 'normal', 10);
    }
  }
  return pdf.blob();
}
