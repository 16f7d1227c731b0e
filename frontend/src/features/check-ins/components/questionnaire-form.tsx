import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { ANSWER_OPTIONS, DIFFICULTY_OPTIONS, DIFFICULTY_QUESTION, PHQ9_ITEM_9, STEM, type Questionnaire } from '../questionnaires';
import { AnswerGroup } from './answer-group';

export const ANSWER_EVERY_QUESTION = 'Please answer every question before you see your result.';

export type Answers = (number | null)[];

interface QuestionnaireFormProps {
  questionnaire: Questionnaire;
  answers: Answers;
  onAnswersChange: (answers: Answers) => void;
  difficulty: number | null;
  onDifficultyChange: (value: number) => void;
  /** Shown right after PHQ-9 item 9 (the crisis card and follow-up when it is above 0). */
  afterItem9?: ReactNode;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** One questionnaire: the stem, its items with the four options each, and (PHQ-9) the difficulty question. */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { questionnaire, answers, onAnswersChange, difficulty, onDifficultyChange, afterItem9, busy, onSubmit, onCancel } = props;
  const stemId = useId();
  const [showMissing, setShowMissing] = useState(false);
  const missing = answers.map((value, index) => (value === null ? index : -1)).filter((index) => index >= 0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (missing.length > 0) {
      setShowMissing(true);
      document.querySelector<HTMLInputElement>(`#question-${questionnaire.kind}-${missing[0]} input`)?.focus();
      return;
    }
    onSubmit();
  };

  return (
    <form className="stack check-in__form" aria-describedby={stemId} onSubmit={submit} noValidate data-testid={`form-${questionnaire.kind}`}>
      <p className="check-in__stem" id={stemId}>
        {STEM}
      </p>
      {questionnaire.items.map((item, index) => (
        <div key={item} className="stack">
          <AnswerGroup
            name={`${questionnaire.kind}-${index}`}
            number={`${index + 1}.`}
            legend={item}
            options={ANSWER_OPTIONS}
            value={answers[index]}
            invalid={showMissing && answers[index] === null}
            testId={`item-${index + 1}`}
            onChange={(value) => onAnswersChange(answers.map((old, i) => (i === index ? value : old)))}
          />
          {index === PHQ9_ITEM_9 && afterItem9}
        </div>
      ))}
      {questionnaire.asksDifficulty && (
        <AnswerGroup
          name={`${questionnaire.kind}-difficulty`}
          legend={DIFFICULTY_QUESTION}
          options={DIFFICULTY_OPTIONS}
          value={difficulty}
          onChange={onDifficultyChange}
        />
      )}
      <FormAlert message={showMissing && missing.length > 0 ? ANSWER_EVERY_QUESTION : null} />
      <div className="button-row">
        <Button type="submit" busy={busy}>
          <Send aria-hidden="true" size={16} />
          See my result
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
