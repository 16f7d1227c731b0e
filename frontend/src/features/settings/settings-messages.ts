import { PAYMENT_MESSAGES } from '@contracts/payments-plan';

/** The texts of /settings: the spec's verbatim (§5, §8), the rest in the same voice. */
export const SETTINGS_MESSAGES = {
  ...PAYMENT_MESSAGES,
  licenseRequired: 'Please enter a license key',
  licenseInvalid: 'Invalid license key',
  licenseFailed: 'Failed to activate license key',
  licenseActivated: 'License activated successfully!',
  checkoutCancelled: 'Checkout was cancelled. Nothing was charged, and you can upgrade whenever you like.',
  checkoutConfirming: 'Confirming your payment...',
  checkoutPending:
    'Your payment is being confirmed. Premium will show here as soon as the payment provider confirms it, usually within a minute.',
  checkoutRedirectFailed: PAYMENT_MESSAGES.intentFailed,
  cancelFailed: 'Failed to cancel subscription',
  statusFailed: 'Could not check your subscription status.',
  profileUpdated: 'Profile updated successfully',
  profileFailed: 'Failed to update profile',
  emailNeedsPassword: 'Current password is required to change email',
  newPasswordRequired: 'Please enter a new password',
  passwordsMismatch: 'New passwords do not match',
  currentPasswordRequired: 'Current password is required to change password',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordUpdated: 'Password updated successfully',
  passwordFailed: 'Failed to update password',
  rewrapFailed: 'Your encryption key could not be prepared for the new password, so the password was not changed. Please try again.',
  notificationsSaved: 'Notification preferences saved',
  notificationsFailed: 'Failed to save notification preferences',
  notificationsLoadFailed: 'Could not load your notification preferences.',
  deletePasswordRequired: 'Please enter your password to delete your account',
  deletePasswordIncorrect: 'Password is incorrect',
  deleteFailed: 'Failed to delete your account. Nothing was deleted; please try again.',
  accountDeleted: 'Your account and everything in it have been deleted.',
} as const;
