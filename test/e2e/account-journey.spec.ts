import { uniqueEmail } from '../support/api-client';
import { emailedLink, expect, expectAccessible, test, toast } from './fixtures';

const FIRST_PASSWORD = 'Quiet-Morning7!';
const NEW_PASSWORD = 'Gentle-River8@';

test('a new person signs up, verifies, signs out and in, resets the password and signs in with it', async ({ page, stack }) => {
  const email = uniqueEmail('journey');

  // A path with broken percent-encoding gets a 400, and the app keeps being served.
  expect((await page.request.get(`${stack.appUrl}/%E0%A4%A`)).status()).toBe(400);

  // Sign up.
  await page.goto(stack.appUrl);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Join Solace' })).toBeVisible();
  // Sent empty, then with a malformed email and a weak password: the form's own messages, tied to
  // their fields (no browser bubble), and the focus on the first field in error.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Please enter your first name');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(page.getByRole('alert').filter({ hasText: 'Please choose a stronger password' })).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/^Please choose a stronger password .*At least 8 characters/);
  await expectAccessible(page);
  await password.fill(FIRST_PASSWORD);
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await expect(page.getByText('Strong')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(page, 'Account created successfully! Please check your email to verify your account.')).toBeVisible();

  // Encryption is set up at once, and its recovery key is shown this one time.
  const recoveryDialog = page.getByRole('dialog', { name: 'Save your recovery key' });
  await expect(recoveryDialog).toBeVisible({ timeout: 20_000 });
  await expect(recoveryDialog.getByTestId('recovery-key')).toHaveText(/^([0-9A-Z]{4}-){13}[0-9A-Z]{4}$/);
  await expect(recoveryDialog.getByText(/We cannot recover it for you/)).toBeVisible();
  await expectAccessible(page);
  const continueButton = recoveryDialog.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(recoveryDialog).toBeVisible();
  await recoveryDialog.getByRole('checkbox', { name: 'I have saved my recovery key' }).check();
  await continueButton.click();
  await expect(recoveryDialog).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Ada/ })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Free Trial - Limited Features')).toBeVisible();
  await expectAccessible(page);

  // The verification email is in the local email store; its link verifies the address.
  const verifyLink = await emailedLink(stack, email, /Verify your Solace email/, 'verify-email');
  expect(verifyLink.startsWith(`${stack.appUrl}/verify-email?token=`)).toBe(true);
  await page.goto(verifyLink);
  await expect(page.getByRole('heading', { name: 'Email Verified!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to Dashboard Now' })).toBeVisible();
  // Signed in: the dashboard follows after 3 seconds.
  await expect(page).toHaveURL(`${stack.appUrl}/`, { timeout: 6_000 });

  // Log out.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  // Sign in with remember-me; a reload keeps the session.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await page.evaluate("localStorage.getItem('solace_token')")).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // Exact: the dashboard's own "Welcome back, Ada!" is not the sign-in screen.
  await expect(page.getByRole('heading', { name: 'Welcome Back', exact: true })).toHaveCount(0);

  // Forgot password, from the sign-in screen.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(toast(page, 'Password reset instructions sent to your email')).toBeVisible();

  // The emailed reset link sets a new password.
  const resetLink = await emailedLink(stack, email, /Reset your Solace password/, 'reset-password');
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm New Password', { exact: true }).fill('Gentle-River8#');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Successful!' })).toBeVisible();
  await page.getByRole('button', { name: 'Go to Login Now' }).click();

  // The old password no longer works; the new one does.
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Welcome back!')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  // The journal's key is still wrapped under the old password: the recovery key is asked for
  // (test/e2e/journal-journey.spec.ts goes on to restore it).
  await expect(page.getByRole('dialog', { name: 'Restore access to your journal' })).toBeVisible({ timeout: 20_000 });
});

test('a signed-out visit to /journal shows the login screen', async ({ page, stack }) => {
  await page.goto(`${stack.appUrl}/journal`);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page).toHaveURL(`${stack.appUrl}/journal`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
});

test('a reset page without a token says so and returns to the login screen', async ({ page, stack }) => {
  await page.goto(`${stack.appUrl}/reset-password`);
  await expect(page.getByText('Invalid reset link').first()).toBeVisible();
  await expect(page).toHaveURL(`${stack.appUrl}/login`, { timeout: 6_000 });
});
