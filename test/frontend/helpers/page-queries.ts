import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** The page's level-1 heading, once it shows. */
export const pageHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Fills the sign-in form on screen (the app's or the admin one) and submits it with `submit`. */
export async function submitSignIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string, submit: 'Sign In' | 'Sign in') {
  await user.type(screen.getByLabelText('Email', { selector: 'input' }), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: submit }));
}

/** The address the app's router is at (render-app shows it in a test element). */
export const location = () => screen.getByTestId('location').textContent;

/** The page with this h1 shows, at this address. */
export async function expectPageAt(h1: string, path: string) {
  const heading = await pageHeading(h1);
  expect(location()).toBe(path);
  return heading;
}

/** Each link as [its text, or the text `titleOf` picks from it, and where it goes], to compare a row of links at once. */
export const linkTargets = (links: HTMLElement[], titleOf: (link: HTMLElement) => string | null | undefined = (link) => link.textContent) =>
  links.map((link) => [titleOf(link), link.getAttribute('href')]);
