import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { JOURNAL_LIMITS } from '@contracts/journal-limits';
import { Button } from '../../../components/button';
import { Field, FieldsetFrame } from '../../../components/field';
import { FormAlert } from '../../../components/form-alert';
import { MoodFace } from '../../../components/mood-face';
import { OptionCardRadio } from '../../../components/option-card-radio';
import { NotesField, TextAreaField } from '../../../components/text-area-field';
import { useFormErrors } from '../../../lib/use-form-errors';
import type { EntryDraft } from '../entry-crypto';
import { MOOD_OPTIONS } from '../moods';

export const CONTENT_REQUIRED = 'Please write something in your entry before saving.';
export const TOO_MANY_TAGS = `Use at most ${JOURNAL_LIMITS.tags} tags.`;
export const TAG_TOO_LONG = `Each tag can have at most ${JOURNAL_LIMITS.tagChars} characters.`;

/** Tags typed as "calm, work, sleep": trimmed, empty ones dropped, duplicates once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

export interface EntryFormProps {
  mode: 'new' | 'edit';
  initial: EntryDraft;
  /** Resolves to an error text to show, or null when saved (the page then closes the form). */
  onSave: (draft: EntryDraft) => Promise<string | null>;
  onCancel: () => void;
}

/** New or edit (spec §2/§5): title optional, content required, mood 1 to 5 (default 3), tags, notes. */
export function EntryForm({ mode, initial, onSave, onCancel }: EntryFormProps) {
  const headingId = useId();
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  const [mood, setMood] = useState(initial.mood);
  const [tagsText, setTagsText] = useState(initial.tags.join(', '));
  const [notes, setNotes] = useState(initial.notes);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors<'content' | 'tags'>(formRef);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const tags = parseTags(tagsText);
    const refused = errors.show({
      content: !content.trim() && CONTENT_REQUIRED,
      tags: tags.length > JOURNAL_LIMITS.tags ? TOO_MANY_TAGS : tags.some((t) => t.length > JOURNAL_LIMITS.tagChars) && TAG_TOO_LONG,
    });
    if (refused) return;

    setSaving(true);
    const failure = await onSave({ title, content, mood, tags, notes });
    // On success the page closes the form, so only a failure touches its state.
    if (failure) {
      errors.fail(failure);
      setSaving(false);
    }
  };

  return (
    <section className="journal-form card" aria-labelledby={headingId}>
      <h2 className="journal-form__title" id={headingId} ref={headingRef} tabIndex={-1}>
        {mode === 'new' ? 'New Entry' : 'Edit Entry'}
      </h2>
      <form ref={formRef} className="journal-form__fields" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          label="Title (optional)"
          name="title"
          maxLength={JOURNAL_LIMITS.titleChars}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <TextAreaField
          label="Content"
          name="content"
          rows={8}
          required
          aria-required="true"
          maxLength={JOURNAL_LIMITS.contentChars}
          {...errors.field('content')}
          value={content}
          onChange={(e) => {
            setContent(e.target.value);
            if (e.target.value.trim()) errors.clear('content');
          }}
        />
        <FieldsetFrame legend="Mood" className="bare-fieldset">
          <div className="option-cards">
            {MOOD_OPTIONS.map((option) => (
              <OptionCardRadio
                key={option.value}
                className="mood-picker__option"
                name="mood"
                value={option.value}
                checked={mood === option.value}
                onSelect={() => setMood(option.value)}
              >
                <MoodFace value={option.value} className="mood-picker__face" size={20} />
                <span className="mood-picker__label">
                  {option.value} {option.label}
                </span>
              </OptionCardRadio>
            ))}
          </div>
        </FieldsetFrame>
        <Field
          label="Tags"
          name="tags"
          hint="Separate tags with commas, for example: gratitude, sleep"
          {...errors.field('tags')}
          value={tagsText}
          onChange={(e) => {
            setTagsText(e.target.value);
            errors.clear('tags');
          }}
        />
        <NotesField maxLength={JOURNAL_LIMITS.notesChars} value={notes} onChange={setNotes} />
        <FormAlert {...errors.alert} />
        <div className="button-row button-row--end">
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" busy={saving}>
            {mode === 'new' ? 'Save Entry' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </section>
  );
}
