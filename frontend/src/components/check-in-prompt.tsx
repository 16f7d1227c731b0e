import { ClipboardList } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { checkInsApi } from '../lib/check-ins-api';
import { dismissPrompt, isCheckInDue, isPromptDismissed } from '../lib/check-in-reminder';
import { focusPageHeading } from '../lib/focus-target';
import { Button } from './button';

type Prompt = { show: false } | { show: true; first: boolean };

/**
 * The dashboard's gentle invitation to a PHQ-9 or GAD-7 every 14 days. Shown only when the
 * person's "Reminders" notification preference is on; dismissed, it stays away for 14 days.
 * Anything that cannot be read leaves it out: a reminder is never worth an error.
 */
export function CheckInPrompt({ userId }: { userId: string }) {
  const headingId = useId();
  const [prompt, setPrompt] = useState<Prompt>({ show: false });

  useEffect(() => {
    if (isPromptDismissed(userId)) return;
    const controller = new AbortController();
    Promise.all([checkInsApi.settings(controller.signal), checkInsApi.list({ limit: 1 }, controller.signal)]).then(
      ([settings, page]) => {
        if (controller.signal.aborted || settings?.notifications?.reminders === false) return;
        const last = page.checkIns?.[0]?.created_at ?? null;
        if (isCheckInDue(last)) setPrompt({ show: true, first: last === null });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [userId]);

  if (!prompt.show) return null;
  return (
    <section className="card stack check-in-prompt" aria-labelledby={headingId} data-testid="check-in-prompt">
      <h2 className="section-title inline-row" id={headingId}>
        <ClipboardList aria-hidden="true" size={20} />
        Time for a check-in?
      </h2>
      <p>
        {prompt.first
          ? 'Two short questionnaires, the PHQ-9 and the GAD-7, can help you see how you have been over the last two weeks. Each takes about two minutes.'
          : 'It has been two weeks or more since your last check-in. Two minutes now can show how things have changed.'}
      </p>
      <div className="button-row">
        <Link className="btn btn--primary" to="/check-ins">
          Take a check-in
        </Link>
        <Button
          variant="secondary"
          onClick={() => {
            dismissPrompt(userId);
            focusPageHeading();
            setPrompt({ show: false });
          }}
        >
          Not now
        </Button>
      </div>
    </section>
  );
}
