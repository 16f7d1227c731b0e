import { DataTable } from '../../../components/chart-figure';
import { TitledSection } from '../../../components/titled-section';
import { describeRange } from '../report-range';
import { formatDay, type ReportInput, type ReportSummary } from '../report-summary';

type Row = { key: string; cells: readonly [string, ...(string | number)[]] };

/** A figure of the report as a plain table: what the PDF draws, readable by everyone. */
function TextTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly Row[] }) {
  const tableRows = rows.map(({ key, cells: [label, ...values] }) => ({ key, label, values }));
  return <DataTable className="report-table" caption={caption} columns={columns} rows={tableRows} />;
}

function ThemeTable({ caption, themes }: { caption: string; themes: ReportSummary['triggers'] }) {
  if (themes.length === 0) return <p>{caption}: none recorded.</p>;
  return <TextTable caption={caption} columns={['Theme', 'Mood logs']} rows={themes.map((t) => ({ key: t.name, cells: [t.name, t.count] as const }))} />;
}

/** The report as it will read in the PDF, each figure as a text table. */
export function ReportPreview({ input, summary }: { input: ReportInput; summary: ReportSummary }) {
  const weekly = summary.pointPeriod === 'week';
  return (
    <div className="stack" data-testid="report-preview">
      <p>{describeRange(input.range)}</p>
      <TitledSection title="Mood, energy and stress" className="card stack">
        {summary.averages ? (
          <>
            <p>
              {summary.moodCount} mood logs. Averages: mood {summary.averages.mood} of 5, energy {summary.averages.energy} of 10, stress{' '}
              {summary.averages.stress} of 10.
            </p>
            <div className="report-table__scroll" tabIndex={0} role="region" aria-label="Mood, energy and stress table">
              <TextTable
                caption={weekly ? 'Weekly averages, oldest first' : 'Daily averages, oldest first'}
                columns={[weekly ? 'Week of' : 'Day', 'Mood (1 to 5)', 'Energy (1 to 10)', 'Stress (1 to 10)']}
                rows={summary.points.map((p) => ({ key: p.date, cells: [p.date, p.mood, p.energy, p.stress] as const }))}
              />
            </div>
          </>
        ) : (
          <p>No moods were logged in these dates.</p>
        )}
      </TitledSection>
      <TitledSection title="Top triggers and gratitude themes" className="card stack">
        <ThemeTable caption="Triggers" themes={summary.triggers} />
        <ThemeTable caption="Gratitude" themes={summary.gratitude} />
        {input.moodTextLocked && <p className="field__hint">Some triggers and gratitude notes are locked and are left out.</p>}
      </TitledSection>
      <TitledSection title="Sleep and exercise" className="card stack">
        <p>
          {input.profile?.saved
            ? `About ${input.profile.sleepHours} hours of sleep a night; exercise: ${input.profile.exerciseFrequency}. From your mental health profile.`
            : 'Not filled in on your mental health profile.'}
        </p>
      </TitledSection>
      <TitledSection title="PHQ-9 and GAD-7 check-ins" className="card stack">
        {input.checkInsLocked ? (
          <p>Your check-ins are locked, so they are left out.</p>
        ) : summary.checkIns.length === 0 ? (
          <p>No check-ins in these dates.</p>
        ) : (
          <TextTable
            caption="Check-in scores, oldest first. Screenings, not diagnoses."
            columns={['Date', 'Check-in', 'Score', 'Band']}
            rows={summary.checkIns.map((c) => ({ key: `${c.kind}-${c.takenAt}`, cells: [formatDay(c.takenAt), c.name, c.total, c.band] as const }))}
          />
        )}
      </TitledSection>
      <TitledSection title="Coaching sessions" className="card stack">
        <p>
          {input.coachingSessions} AI coaching {input.coachingSessions === 1 ? 'session' : 'sessions'} started in these dates.
        </p>
      </TitledSection>
    </div>
  );
}
