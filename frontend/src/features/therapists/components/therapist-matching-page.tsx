import { ArrowLeft, RotateCcw, Search, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ISSUE_AREAS, type IssueId } from '@contracts/therapist-options';
import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { CrisisResources } from '../../../components/crisis-resources';
import { Field, FieldsetFrame } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/text-area-field';
import { useToast } from '../../../components/toast';
import { therapistsApi } from '../api/therapists-api';
import {
  ADDITIONAL_INFO_LIMIT,
  INITIAL_CHOICES,
  issueLabels,
  matchRequest,
  parseBudget,
  SESSION_OPTIONS,
  sessionLabel,
  THERAPIST_MESSAGES,
  URGENCY_OPTIONS,
  urgencyLabel,
  type WizardChoices,
} from '../matching';
import { rankMatches, type LooseMatch } from '../therapist-display';
import { ConnectModal } from './connect-modal';
import { MatchCard } from './match-card';
import { StepIndicator, type WizardStep } from './step-indicator';
import './therapists.css';
import './therapist-wizard.css';

type Match = LooseMatch & { _id: string };

interface SearchResult {
  /** The choices the matches were found for: the connect message is built from them. */
  choices: WizardChoices;
  matches: Match[];
}

const STEP_TITLES: Record<WizardStep, string> = {
  1: 'What would you like support with?',
  2: 'Your preferences',
  3: 'Your Matches',
};

interface ChoiceSetProps<T extends string> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Said under the options (a note about the choice made). */
  children?: ReactNode;
}

/** One choice of the wizard as pills (radio buttons). */
function ChoiceSet<T extends string>({ legend, name, options, value, onChange, children }: ChoiceSetProps<T>) {
  return (
    <FieldsetFrame legend={legend} className="choice-set bare-fieldset">
      <div className="option-cards">
        {options.map((option) => (
          <label key={option.value} className="choice-pill option-card">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {children}
    </FieldsetFrame>
  );
}

/** Spec §2 /therapists: the three-step matching wizard and its connect modal. */
export function TherapistMatchingPage() {
  const toast = useToast();
  const [step, setStep] = useState<WizardStep>(1);
  const [choices, setChoices] = useState<WizardChoices>(INITIAL_CHOICES);
  const [showBudgetError, setShowBudgetError] = useState(false);
  const [searching, setSearching] = useState(false);
  const [matchError, setMatchError] = useState<string | null>(null);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [connecting, setConnecting] = useState<Match | null>(null);
  const [requested, setRequested] = useState<ReadonlySet<string>>(() => new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const budgetRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<AbortController | null>(null);
  const moved = useRef(false);
  const headingId = useId();
  const issueHintId = useId();

  // After a step change, focus goes to the new step's heading (not on the first visit).
  useEffect(() => {
    if (!moved.current) return;
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => () => searchRef.current?.abort(), []);

  const goTo = (next: WizardStep) => {
    moved.current = true;
    setStep(next);
  };

  const update = <K extends keyof WizardChoices>(key: K, value: WizardChoices[K]) => setChoices((current) => ({ ...current, [key]: value }));

  const toggleIssue = (id: IssueId, checked: boolean) =>
    setChoices((current) => {
      const chosen = new Set(current.issues);
      if (checked) chosen.add(id);
      else chosen.delete(id);
      return { ...current, issues: ISSUE_AREAS.map((area) => area.id).filter((issue) => chosen.has(issue)) };
    });

  const budget = parseBudget(choices.budget);
  const budgetError = showBudgetError && !budget.ok ? budget.error : null;

  const findMatches = async (event: FormEvent) => {
    event.preventDefault();
    if (searching) return;
    if (!budget.ok) {
      setShowBudgetError(true);
      budgetRef.current?.focus();
      return;
    }
    const searched = choices;
    const controller = new AbortController();
    searchRef.current?.abort();
    searchRef.current = controller;
    setSearching(true);
    setMatchError(null);
    try {
      const matches = await therapistsApi.match(matchRequest(searched, budget.value), controller.signal);
      if (controller.signal.aborted) return;
      const usable = (matches as (LooseMatch | null)[]).filter((match): match is Match => typeof match?._id === 'string' && match._id !== '');
      setResult({ choices: searched, matches: rankMatches(usable) });
      goTo(3);
    } catch (error) {
      if (controller.signal.aborted) return;
      // Premium after the free trial: the server's message says how to continue.
      const text = error instanceof ApiError && error.status === 403 && !error.message.startsWith('HTTP error!') ? error.message : THERAPIST_MESSAGES.matchFailed;
      setMatchError(text);
      toast.error(text);
    } finally {
      if (!controller.signal.aborted) setSearching(false);
    }
  };

  const startOver = () => {
    setChoices(INITIAL_CHOICES);
    setShowBudgetError(false);
    setMatchError(null);
    setResult(null);
    goTo(1);
  };

  const adjust = () => {
    setMatchError(null);
    goTo(2);
  };

  let body;
  if (step === 1) {
    const count = choices.issues.length;
    body = (
      <div className="stack stack--loose">
        <p className="wizard-step__lead">Choose one or more areas. It helps us suggest therapists who specialize in them.</p>
        <fieldset className="issue-picker bare-fieldset" aria-describedby={issueHintId}>
          <legend className="visually-hidden">Issue areas</legend>
          <div className="issue-picker__options">
            {ISSUE_AREAS.map((area) => (
              <label key={area.id} className="issue-option option-card">
                <input type="checkbox" checked={choices.issues.includes(area.id)} onChange={(e) => toggleIssue(area.id, e.target.checked)} />
                <span>{area.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="wizard-step__hint" id={issueHintId} aria-live="polite">
          {count === 0 ? 'Choose at least one area to continue.' : `${count} ${count === 1 ? 'area' : 'areas'} selected.`}
        </p>
        <div className="button-row button-row--end">
          <Button onClick={() => goTo(2)} disabled={count === 0} aria-describedby={issueHintId}>
            Continue
          </Button>
        </div>
      </div>
    );
  } else if (step === 2) {
    body = (
      <form className="stack stack--loose" onSubmit={(event) => void findMatches(event)} noValidate>
        <p className="wizard-step__lead">
          Looking for support with <strong>{issueLabels(choices.issues).join(', ')}</strong>. Tell us how you would like to meet.
        </p>
        <ChoiceSet legend="How soon do you need support?" name="urgency" options={URGENCY_OPTIONS} value={choices.urgency} onChange={(v) => update('urgency', v)}>
          {choices.urgency === 'crisis' && (
            <p className="choice-set__note">If you are in danger or thinking about harming yourself, please call or text 988 now. We will show crisis lines with your matches.</p>
          )}
        </ChoiceSet>
        <ChoiceSet legend="Session type" name="session" options={SESSION_OPTIONS} value={choices.session} onChange={(v) => update('session', v)} />
        <Field
          ref={budgetRef}
          label="Budget per session (optional)"
          hint="In US dollars, as a whole number. Leave empty for no limit."
          error={budgetError}
          className="wizard-budget"
          inputMode="numeric"
          autoComplete="off"
          value={choices.budget}
          onChange={(event) => update('budget', event.target.value)}
          onBlur={() => setShowBudgetError(true)}
        />
        <TextAreaField
          label="Anything else you would like a therapist to know? (optional)"
          hint="It is added to the message you can send when you connect."
          value={choices.additionalInfo}
          maxLength={ADDITIONAL_INFO_LIMIT}
          rows={4}
          onChange={(event) => update('additionalInfo', event.target.value)}
        />
        <FormAlert message={matchError} />
        <div className="button-row button-row--end">
          <Button
            variant="secondary"
            onClick={() => {
              setMatchError(null);
              goTo(1);
            }}
            disabled={searching}
          >
            <ArrowLeft aria-hidden="true" size={18} />
            Back
          </Button>
          <Button type="submit" busy={searching}>
            <Search aria-hidden="true" size={18} />
            Find My Matches
          </Button>
        </div>
      </form>
    );
  } else {
    const searched = result?.choices ?? choices;
    const matches = result?.matches ?? [];
    const actions = (
      <div className="button-row">
        <Button variant="secondary" onClick={adjust}>
          <SlidersHorizontal aria-hidden="true" size={18} />
          Adjust Preferences
        </Button>
        <Button variant="ghost" onClick={startOver}>
          <RotateCcw aria-hidden="true" size={18} />
          Start Over
        </Button>
      </div>
    );
    body = (
      <div className="stack stack--loose">
        <p className="wizard-step__lead" data-testid="match-summary">
          {issueLabels(searched.issues).join(', ')} · {sessionLabel(searched.session)} sessions · {urgencyLabel(searched.urgency)} urgency
        </p>
        {searched.urgency === 'crisis' && (
          <div className="match-crisis" data-testid="match-crisis">
            <p className="match-crisis__note">
              Finding a therapist takes time and does not replace emergency help. If you feel unsafe right now, please reach out to one of these free, confidential lines.
            </p>
            <CrisisResources />
          </div>
        )}
        {matches.length === 0 ? (
          <div className="match-empty empty-state card">
            <h3 className="empty-state__title">No matches found</h3>
            <p>We could not find a therapist for these choices. Try another session type or a different budget.</p>
            {actions}
          </div>
        ) : (
          <>
            <div className="split-row">
              <p>
                {matches.length} {matches.length === 1 ? 'therapist fits' : 'therapists fit'} what you shared, best match first.
              </p>
              {actions}
            </div>
            <ol className="match-list plain-list" aria-label="Your matches, best first">
              {matches.map((match, index) => (
                <li key={match._id}>
                  <MatchCard match={match} rank={index + 1} requested={requested.has(match._id)} onConnect={() => setConnecting(match)} />
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    );
  }

  return (
    <section className="page therapists-page" aria-labelledby={headingId}>
      <header className="split-row therapists-header">
        <div>
          <h1 className="page__title" id={headingId}>
            Find Your Therapist
          </h1>
          <p className="page__lead">Answer a few questions and we will suggest licensed therapists who fit your needs.</p>
        </div>
        <Link className="therapists-header__link" to="/therapist-connections">
          My connections
        </Link>
      </header>

      <StepIndicator step={step} />

      <section className="wizard card" aria-labelledby={`${headingId}-step`}>
        <h2 className="wizard__title" id={`${headingId}-step`} ref={headingRef} tabIndex={-1}>
          {STEP_TITLES[step]}
        </h2>
        {body}
      </section>

      {connecting && result && (
        <ConnectModal
          match={connecting}
          choices={result.choices}
          onClose={() => setConnecting(null)}
          onSent={(id) => {
            setRequested((current) => new Set(current).add(id));
            setConnecting(null);
          }}
        />
      )}
    </section>
  );
}
