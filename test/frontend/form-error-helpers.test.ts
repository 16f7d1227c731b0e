import { emailProblem, fieldAt, fieldNamedIn, FORM_MESSAGES, focusFirstInvalid } from '../../frontend/src/lib/use-form-errors';

describe('email check', () => {
  it.each([
    ['', FORM_MESSAGES.emailRequired],
    ['   ', FORM_MESSAGES.emailRequired],
    ['ada', FORM_MESSAGES.emailInvalid],
    ['ada@example', FORM_MESSAGES.emailInvalid],
    ['ada@@example.com', FORM_MESSAGES.emailInvalid],
    ['ada lovelace@example.com', FORM_MESSAGES.emailInvalid],
    ['ada@example.com', null],
    [' ada.lovelace+notes@mail.example.org ', null],
  ])('%p: %p', (typed, problem) => {
    expect(emailProblem(typed)).toBe(problem);
  });
});

describe('the field a server refusal names', () => {
  const fields = { email: 'email', 'profile.goals': 'goals', 'profile.bio': 'bio' } as const;

  it.each([
    ['email: Please enter a valid email address', 'email'],
    ['profile.bio: Too big', 'bio'],
    ['profile.goals.2: Too big', 'goals'],
    ['password: Password does not meet the requirements', null],
    ['Invalid license key', null],
    ['Something: happened', null],
    ['', null],
  ])('%p is about %p', (message, field) => {
    expect(fieldNamedIn(message, fields)).toBe(field);
  });

  it('reads a path as given by an auth answer', () => {
    expect(fieldAt('profile.goals.0', fields)).toBe('goals');
    expect(fieldAt('profile', fields)).toBeNull();
    expect(fieldAt(undefined, fields)).toBeNull();
  });
});

describe('focus on the first invalid field', () => {
  it('takes the first marked control in page order, and a marked group hands it to its chosen option', () => {
    document.body.innerHTML = `
      <form>
        <fieldset role="radiogroup" aria-invalid="true">
          <input type="radio" name="m" value="1" /><input type="radio" name="m" value="2" checked />
        </fieldset>
        <input name="later" aria-invalid="true" />
      </form>`;
    const form = document.querySelector('form')!;
    expect(focusFirstInvalid(form)).toBe(document.querySelector('input[value="2"]'));
    expect(document.activeElement).toBe(document.querySelector('input[value="2"]'));

    document.querySelector('fieldset')!.removeAttribute('aria-invalid');
    expect(focusFirstInvalid(form)).toBe(document.querySelector('input[name="later"]'));

    document.querySelector('input[name="later"]')!.removeAttribute('aria-invalid');
    expect(focusFirstInvalid(form)).toBeNull();
  });
});
