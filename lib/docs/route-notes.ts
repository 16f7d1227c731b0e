/**
 * What each route answers and refuses, in words: the part of the API reference the route
 * table cannot say. Keyed by route id, so a route added to lambdas/contracts/routes.ts without
 * a note here fails the type check, and `npm run docs` puts it in docs/api.md.
 */
import type { RouteId } from '../../lambdas/contracts/routes';

export const routeNotes: Record<RouteId, string> = {
  'auth.register':
    '201 `{token, refreshToken, expiresIn, user}`; emails `<app>/verify-email?token=…`; 409 if the email exists; 429 past 20 registrations an hour from one address.',
  'auth.login':
    '`{token, refreshToken, expiresIn, user}`; 401 wrong credentials, 403 disabled (the same answer in the same time whatever the password: it is never tried), 429 too many failures ([sign-in limits](sign-in-limits.md)); a failure takes the same time whether or not the account exists.',
  'auth.refresh': '`{token, expiresIn}`; 401 once the session has ended.',
  'auth.me': 'The current user.',
  'auth.logout': 'Ends every session of the user.',
  'auth.updateProfile': 'Names, `profile`, `preferences` → user.',
  'auth.forgotPassword':
    'The same answer, in the same time, whether or not the address exists; emails `<app>/reset-password?token=…` (earlier reset links of the account stop working); 429 past 3 per email or 10 per address an hour.',
  'auth.resetPassword': '400 for an invalid, used or expired link.',
  'auth.verifyEmail':
    'The token of a verify link, or of the link that confirms a new address (the account then moves to it); 400 for an invalid, used, expired or outdated link.',
  'auth.resendVerification': 'A new verification link.',

  'user.getSettings': 'Notification settings (email, push, reminders; all on by default) and, once saved, the reminder and weekly-summary schedule.',
  'user.updateSettings':
    'Saves the notification settings given (reminder time on the quarter hour, days 0–6 from Sunday, quiet hours, IANA `timeZone`, weekly summary and its day) and schedules the next mail → settings.',
  'user.unsubscribeLink': 'The signed link of a reminder or weekly summary (`u`, `k` = reminder | weekly, `s`): turns that kind off, no sign-in; 403 if the signature is wrong.',
  'user.unsubscribe': 'The same as a one-click POST (RFC 8058, `List-Unsubscribe=One-Click` form body ignored).',
  'user.changePassword': 'Ends every session and returns a new one for this device; `encryption` carries the re-wrapped data key, stored in the same write.',
  'user.updateAccount':
    'Name or `{firstName, lastName}`, notifications, optional password change; a new email (needs `currentPassword`) is only asked for: a link goes to it and the current address is told, `user.pendingEmail` shows it, and the account moves when the link is opened (409 if the address is taken).',
  'user.deleteAccount': 'Deletes the user\'s cloud exports, every item of the user, the address and the pool identity.',
  'user.setupEncryption':
    'Sets on-device encryption up once (201; 409 if already set up), or replaces the key material when `previousWrappedKey` is the stored wrap (200; else 409) → user.',
  'user.activateLicense':
    "Spec path `/api/user/activate-license`. `{success, message: 'License activated successfully!', subscription}`: the code's days of premium, added to a subscription still running; 400 'Invalid license key' (unknown, mistyped or revoked), 400 'This license key has expired', 409 'This license key has already been used'; 429 past 30 attempts a minute by one user (every attempt counts; refused before any lookup); the user always comes from the token.",

  'journal.create': '201 entry (plain or encrypted fields, stored as sent); mood defaults to 3, tags to `[]`.',
  'journal.list': 'Newest first → `{entries, page, limit, total, hasMore, nextCursor}`.',
  'journal.update': 'Partial update (`null` clears title, notes, aiAnalysis); 409 if changed meanwhile; 404 for an unknown id.',
  'journal.delete': '404 for an unknown id.',
  'journal.export': 'Every entry in the date range, newest first, 100 a page → `{format, entries, nextCursor}`.',
  'journal.exportEmail':
    'Emails the file (base64, at most 4 MB) as an attachment named `solace-<kind>-<date>.<format>` to the account\'s own verified address only (403 otherwise); the bytes must be of the format (400); kind report (the therapist report built on the device) must be a pdf; 5 per user per hour.',
  'journal.saveCloudExport': 'Keeps the file in cloud storage → 201 export; 20 saves per user per hour, at most 50 kept.',
  'journal.listCloudExports': 'The exports kept in cloud storage.',
  'journal.getCloudExport': 'One kept export with its bytes (base64); 404 for an unknown id.',
  'journal.deleteCloudExport': 'Deletes a kept export; 404 for an unknown id.',

  'mentalHealth.createMoodLog':
    '201 log (notes, triggers, gratitude plain or encrypted, stored as sent); timestamp now by default; a timestamp more than a minute ahead is refused.',
  'mentalHealth.listMoodLogs': 'A date alone is its whole UTC day; both bounds included; newest first → `{moods, nextCursor}`.',
  'mentalHealth.updateMoodLog':
    'Partial update (`null` clears notes, triggers, gratitude; a new timestamp gives the log a new id); 409 if changed meanwhile; 404 for an unknown id.',
  'mentalHealth.deleteMoodLog': '404 for an unknown id.',
  'mentalHealth.getProfile': 'The mental health profile (defaults until saved).',
  'mentalHealth.updateProfile': 'Saves the fields given over the saved ones → the whole profile.',
  'mentalHealth.createCheckIn':
    '201 check-in: `kind` (`phq9` or `gad7`) and `answers`, an encrypted field only (answers, difficulty and totals sealed on the device); any other key is a 400.',
  'mentalHealth.listCheckIns': 'Newest first → `{checkIns, nextCursor}`; each is `{id, kind, answers, created_at}`.',
  'mentalHealth.deleteCheckIn': '404 for an unknown id or another user\'s.',
  'mentalHealth.getSafetyPlan': 'The encrypted safety plan as sent → `{plan, version, updatedAt}`; without one `plan: null`, version 0.',
  'mentalHealth.putSafetyPlan':
    '`plan` an encrypted 2.0 field; saved only if the stored version is `expectedVersion` (0: none yet), else 409 → the new version.',
  'mentalHealth.deleteSafetyPlan': 'Deletes the plan (none is not an error).',

  'chat.createSession': '201 session.',
  'chat.listSessions': 'Newest first → `{sessions, nextCursor}`.',
  'chat.getSession': 'The session with its newest messages (at most 500, oldest first) and its memory; 404 for an unknown id.',
  'chat.postMessage': '201 message (text or an encrypted field, stored as sent; sender user or ai, default user).',
  'chat.deleteSession': 'Deletes the session and its messages; 404 for an unknown id.',
  'chat.putMemory':
    'What the coach remembers of the session (an encrypted field, or text of at most 8,000 characters with encryption off), returned with the session; `null` forgets it; 404 for a session that is not the caller\'s.',
  'chat.prompts': "`{persona, prompts}`: the coach's suggested prompts.",

  'coach.reply':
    'Optional, AWS only ([server-side coaching](architecture.md#server-side-ai-coaching-optional-aws-only)): `{reply, blocked}`; 404 `Server-side coaching is not enabled` without a model (always locally), 400 without consent, 429 `The AI coach is busy right now. Please try again in a moment.` when Bedrock throttles, 502 `The AI coach is unavailable right now` when the model fails, says nothing or takes more than 8 s (of the function\'s 10).',

  'therapists.match':
    '`{success, matches}`: at most 20, best first, each therapist with `matchScore` (0–1), `matchReason`, `matchingSpecializations` ([matching](architecture.md#therapist-matching)).',
  'therapists.requestConnection':
    '201 `{success, connection}` (pending); the message is at most 1000 characters; 404 unknown therapist; 409 while a pending, accepted or active request to that therapist exists.',
  'therapists.listRequestedConnections': '`{success, connections}`, newest first, each with `therapistId` populated (`profile`, `therapistProfile`).',
  'therapists.search': '`issues` is a comma-separated list of issue ids → `{success, therapists}`, ranked as matching ranks.',
  'therapists.connect': "The same request as `POST /therapist/connect` in the second client's shape, into the same store.",
  'therapists.listConnections': 'The same list as `GET /therapist/connections`.',
  'therapists.updateConnection':
    '`{status: withdrawn}` while pending, accepted or active, and/or `{message}` while pending → `{success, connection}`; 409 otherwise; 404 for another user\'s or an unknown id.',
  'therapists.get':
    '`{success, therapist}`; 404 for an unknown id. After the free trial without Premium, only a therapist the user has a connection with (open or closed); any other id, known or not, is the Premium 403.',

  'payments.createPaymentIntent':
    '`{success, clientSecret}` for 49.99 USD (a `userId` in the body is ignored: the token decides); once the card is confirmed, the webhook\'s `payment_intent.succeeded` gives a month of Premium (added to one still running).',
  'payments.createSubscription':
    '`{success, url, sessionId}` of a hosted checkout (Stripe\'s, or the emulator\'s locally); `returnUrl` must be an address of the app and is passed on as parsed, never as typed; back at `returnUrl?checkout=success&session_id=…` or `?checkout=cancelled`; 409 while a Stripe subscription is active.',
  'payments.cancelSubscription': '`{success, subscription}`; ends at the period\'s end (or at once with `false`); 409 without an active Stripe subscription.',
  'payments.customerPortal': '`{success, url}` of the customer portal (`returnUrl` as for checkout); 409 before a first checkout.',
  'payments.subscriptionStatus':
    '`{success, subscription: {status: none/active/expired, plan, endDate, source: license/stripe, cancelAtPeriodEnd}}`; an active one whose end has passed reads as expired.',
  'payments.webhook':
    "Stripe's signed events, read as the raw body: 400 'Invalid signature' (wrong, missing, older than 300 s or more than 300 s ahead) with no effect; an event about an object Stripe no longer has answers 200 `{received, ignored: true}` and is recorded as ignored; each event id applied once; the effect is Stripe's current state of the subscription, never the event's copy, and only for the user whose customer it is.",

  'admin.login':
    "`{token, refreshToken, expiresIn, user}` for an admin (role `admin` in the table and member of the pool's `admin` group); every refusal — unknown address, a regular account (its password is never tried), a wrong password — is the same 403 'Admin sign-in failed. Check the email and password of an admin account.' in the same time; each sign-in is audited; 429 as for `/auth/login`, counted apart ([sign-in limits](sign-in-limits.md)).",
  'admin.generateCodes': '`{batch, codes}`: the only time the codes are ever shown; the note is at most 200 characters; 400 for an expiry in the past.',
  'admin.listCodes':
    '`{codes, nextCursor}`: unused soonest to expire first, the others newest first; each code as `lastFour`, status, plan, days, batch, dates and who redeemed it.',
  'admin.listBatches': '`{batches, page, limit, total, totalPages}`, newest first, each with its counts by status.',
  'admin.searchCodes':
    'At least one filter (400 otherwise); a code as typed (case, spaces and dashes do not matter; a mistyped symbol is a 400 before any lookup), `redeemedBy` an email address; filters combine.',
  'admin.revokeBatch':
    'Revokes every code of the batch still unused (redeemed ones stay) → `{batch, revoked}`; 409 when already revoked and nothing was left; asking again finishes a sweep that was cut short.',
  'admin.revokeCode': '`{code}` revoked (the id is the code\'s hash from a list); 409 if redeemed or already revoked; 404.',
  'admin.dashboard':
    'Users (total, admins, disabled, active subscriptions, on free trial, new per week for 12 weeks starting Mondays UTC), codes by status, the 10 latest redemptions.',
  'admin.listUsers': '`search` is part of an address, any case → `{users, page, limit, total, totalPages}`, newest first.',
  'admin.updateUser':
    "`{user}`: disabling or a new role refuses every token of the account from that moment (a disabled person cannot sign in again), and disabling also disables the pool identity; a role follows into the pool's `admin` group; a subscription set here has `source: 'admin'`; 409 for an admin's own role or disabling themselves, or when the account changed meanwhile.",
  'admin.audit':
    '`{entries, nextCursor}`, newest first: who (id and address at the time), what (`admin.login`, `codes.generate`, `code.revoke`, `batch.revoke`, `user.update`), when, the target and plain details (never a code or a password).',

  'imports.items':
    '`{results: [{importKey, type, id, status: created|skipped, reason?}], created, skipped}`: at most 25 items of type mood, journal, checkIn or chatSession, each with its `timestamp` and `importKey`; the id is a ULID of the timestamp with a random part from the key, so an item imported before is `skipped` (already imported), never doubled. 400 for any invalid item (plaintext where ciphertext is required, a bad or future timestamp), and then nothing is written; 413 over 5 MB.',
  'analytics.dashboard':
    "The spec's Dashboard response in the user's time zone: the last 30 mood logs, chat minutes per local day over the last 30 days, journal streak, sessions, the 7-day mood change and `stats`.",
  'analytics.moodTrends': 'Daily averages (mood, energy, stress), good/neutral/difficult day counts and the period\'s average.',
  'analytics.activityInsights':
    'Over the last 90 days: most active weekdays and hours, journal, session and mood-log counts, average energy and stress, check-in consistency.',
  'analytics.progress':
    "The figures of /ai-coaching: the dashboard's journal streak and session count, each achievement's progress and date earned, the share unlocked.",
};
