import { ClipboardList } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EncryptionLockedNotice } from '../../../components/encryption-locked-notice';
import { LiveAnnouncement } from '../../../components/live-announcement';
import { TitledSection } from '../../../components/titled-section';
import { useToast } from '../../../components/toast';
import { checkInsApi } from '../../../lib/check-ins-api';
import { useEncryption } from '../../../lib/encryption-context';
import { sealAnswers, type PlainCheckIn } from '../check-in-crypto';
import { QUESTIONNAIRES, SCREENING_NOTE, changeSince, opensCrisisFlow, scoreOf, type CheckInKind, type Change } from '../questionnaires';
import type { SafetyAnswers } from '../safety-questions';
import { useCheckIns } from '../use-check-ins';
import { CheckInHistory } from './check-in-history';
import { CheckInResult, type SaveState } from './check-in-result';
import { QuestionnaireForm, type Answers } from './questionnaire-form';
import { SafetyCheck } from './safety-check';
import './check-ins.css';

export const NOT_SAVED_LOCKED = 'Not saved: check-ins are kept only encrypted, so unlock or set up encryption to save the next one.';
export const NOT_SAVED_FAILED = 'Your check-in could not be saved. Your result is still shown here.';

interface Result {
  kind: CheckInKind;
  total: number;
  difficulty: number | null;
  change: Change | null;
  save: SaveState;
  /** Item 9 was above 0: the crisis card and follow-up come before the score. */
  safety: boolean;
}

type Step = { step: 'choose' } | { step: 'form'; kind: CheckInKind } | { step: 'result'; result: Result };

const emptyAnswers = (kind: CheckInKind): Answers => QUESTIONNAIRES[kind].items.map(() => null);

/** /check-ins: take a PHQ-9 or a GAD-7, see the result, and the history of both. */
export function CheckInsPage() {
  const { status, keys, busy: keysBusy, enabled, currentKeys, requestUnlock } = useEncryption();
  const toast = useToast();
  const history = useCheckIns(keys);
  const [step, setStep] = useState<Step>({ step: 'choose' });
  const [answers, setAnswers] = useState<Answers>([]);
  const [difficulty, setDifficulty] = useState<number | null>(null);
  const [safety, setSafety] = useState<SafetyAnswers>({});
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<PlainCheckIn | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (step.step === 'result') resultHeading.current?.focus();
    if (step.step === 'form') formHeading.current?.focus();
  }, [step]);

  const start = (kind: CheckInKind) => {
    setAnswers(emptyAnswers(kind));
    setDifficulty(null);
    setSafety({});
    setStep({ step: 'form', kind });
  };

  const submit = async (kind: CheckInKind) => {
    const questionnaire = QUESTIONNAIRES[kind];
    const items = answers.map((value) => value ?? 0);
    const total = scoreOf(questionnaire, items);
    // The last one of the same kind, read before this one joins the history.
    const change = changeSince(questionnaire, total, history.latestOf(kind)?.total);
    const sessionKeys = currentKeys();
    let save: SaveState = { state: 'not-saved', reason: NOT_SAVED_LOCKED };
    if (sessionKeys) {
      setSaving(true);
      try {
        const sealed = await sealAnswers({ items, difficulty: questionnaire.asksDifficulty ? difficulty : null, total }, sessionKeys);
        history.add(await checkInsApi.create({ kind, answers: sealed }));
        save = { state: 'saved' };
      } catch (failure) {
        save = { state: 'not-saved', reason: failure instanceof Error && failure.message ? `${NOT_SAVED_FAILED} (${failure.message})` : NOT_SAVED_FAILED };
      } finally {
        setSaving(false);
      }
    }
    const safety = opensCrisisFlow(kind, items);
    setStep({ step: 'result', result: { kind, total, difficulty: questionnaire.asksDifficulty ? difficulty : null, change, save, safety } });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await checkInsApi.remove(deleting.id);
      history.remove(deleting.id);
      setAnnouncement('Check-in deleted.');
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'The check-in could not be deleted.');
    } finally {
      setDeleting(null);
      setDeleteBusy(false);
    }
  };

  let main;
  if (step.step === 'choose') {
    main = (
      <TitledSection title="Take a check-in" className="card stack">
        <p>
          Two short, widely used questionnaires about the last 2 weeks. Each takes about two minutes. Your answers are encrypted on this device before they are
          saved: only you can read them.
        </p>
        <ul className="check-in__choices plain-list">
          {(['phq9', 'gad7'] as const).map((kind) => (
            <li key={kind} className="card stack check-in__choice">
              <h3 className="check-in__choice-title">
                {QUESTIONNAIRES[kind].name}: {QUESTIONNAIRES[kind].topic}
              </h3>
              <p>{QUESTIONNAIRES[kind].items.length} questions</p>
              <Button onClick={() => start(kind)}>Start the {QUESTIONNAIRES[kind].name}</Button>
            </li>
          ))}
        </ul>
      </TitledSection>
    );
  } else if (step.step === 'form') {
    const questionnaire = QUESTIONNAIRES[step.kind];
    const crisis = opensCrisisFlow(step.kind, answers);
    main = (
      <section className="card stack" aria-labelledby="check-in-form-title">
        <h2 className="section-title" id="check-in-form-title" ref={formHeading} tabIndex={-1}>
          {questionnaire.name}: {questionnaire.topic}
        </h2>
        <QuestionnaireForm
          questionnaire={questionnaire}
          answers={answers}
          onAnswersChange={setAnswers}
          difficulty={difficulty}
          onDifficultyChange={setDifficulty}
          afterItem9={crisis ? <SafetyCheck answers={safety} onChange={setSafety} alert /> : null}
          busy={saving}
          onSubmit={() => void submit(step.kind)}
          onCancel={() => setStep({ step: 'choose' })}
        />
      </section>
    );
  } else {
    const { result } = step;
    main = (
      <div className="card">
        <CheckInResult
          ref={resultHeading}
          questionnaire={QUESTIONNAIRES[result.kind]}
          total={result.total}
          difficulty={result.difficulty}
          change={result.change}
          save={result.save}
          safety={result.safety ? <SafetyCheck answers={safety} onChange={setSafety} alert={false} /> : undefined}
          onDone={() => setStep({ step: 'choose' })}
        />
      </div>
    );
  }

  return (
    <section className="page check-ins">
      <h1 className="page__title inline-row">
        <ClipboardList aria-hidden="true" size={26} />
        Check-ins
      </h1>
      <p className="check-ins__intro">
        See how you have been over the last two weeks with the PHQ-9 (low mood) and the GAD-7 (anxiety). {SCREENING_NOTE}
      </p>
      {enabled && !keys && !keysBusy && (
        <EncryptionLockedNotice
          status={status}
          label="Check-ins locked"
          unlockLabel="Unlock check-ins"
          recoveryText="Your check-ins were encrypted under an earlier password. Enter your recovery key to open them with your current password."
          setupText="Set up encryption to keep your check-ins private: only you will be able to read them."
          onUnlock={requestUnlock}
        />
      )}
      {!enabled && !keys && (
        <p className="card card--warning">
          Encryption is turned off in your settings. Check-ins are kept only encrypted, so results are shown but not saved.
        </p>
      )}
      {main}
      <CheckInHistory
        views={history.views}
        ready={history.ready}
        loading={history.loading}
        error={history.error}
        more={history.more}
        onRetry={history.retry}
        onDelete={setDeleting}
      />
      <LiveAnnouncement message={announcement} />
      {deleting && (
        <ConfirmDialog
          title="Delete check-in"
          message={`Delete this ${QUESTIONNAIRES[deleting.kind].name} from your history? This cannot be undone.`}
          confirmLabel="Delete"
          danger
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          returnFocus={() => document.querySelector<HTMLElement>('.check-in__history > h2')}
        />
      )}
    </section>
  );
}
