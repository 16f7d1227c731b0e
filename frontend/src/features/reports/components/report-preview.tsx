import { TitledSection } from '../../../components/titled-section';
import { describeRange } from '../report-range';
import { formatDay, type ReportInput, type ReportSummary, type Theme } from '../report-summary';

function ThemeTable({ caption, themes }: { caption: string; themes: Theme[] }) {
  if (themes.length === 0) return <p>{caption}: none recorded.</p>;
  return (
    <table className="report-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Theme</th>
          <th scope="col">Mood logs</th>
        </tr>
      </thead>
      <tbody>
        {themes.map((t) => (
          <tr key={t.name}>
            <td>{t.name}</td>
            <td>{t.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The report as it will read in the PDF, each figure as a text table. */
export function ReportPreview({ input, summary }: { input: ReportInput; summary: ReportSummary }) {
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
              <table className="report-table">
                <caption>{summary.pointPeriod === 'week' ? 'Weekly averages, oldest first' : 'Daily averages, oldest first'}</caption>
                <thead>
                  <tr>
                    <th scope="col">{summary.pointPeriod === 'week' ? 'Week of' : 'Day'}</th>
                    <th scope="col">Mood (1 to 5)</th>
                    <th scope="col">Energy (1 to 10)</th>
                    <th scope="col">Stress (1 to 10)</th>
                  </tr>
                </thead>
                <tbody>
                  {summary.points.map((p) => (
                    <tr key={p.date}>
                      <td>{p.date}</td>
                      <td>{p.mood}</td>
                      <td>{p.energy}</td>
                      <td>{p.stress}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
          <table className="report-table">
            <caption>Check-in scores, oldest first. Screenings, not diagnoses.</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Check-in</th>
                <th scope="col">Score</th>
                <th scope="col">Band</th>
              </tr>
            </thead>
            <tbody>
              {summary.checkIns.map((c) => (
                <tr key={`${c.kind}-${c.takenAt}`}>
                  <td>{formatDay(c.takenAt)}</td>
                  <td>{c.name}</td>
                  <td>{c.total}</td>
                  <td>{c.band}</td>
                </tr>
              ))}
            </tbody>
          </table>
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
