import type { UnsubscribeResponse } from '../../lambdas/contracts/notifications';
import type { UserSettings } from '../../lambdas/contracts/user';
import { runNotifications } from '../../lambdas/notifications/run';
import { SLOT_MS, localTimeAt, slotName, slotStart } from '../../lambdas/notifications/schedule';
import { suppressAddress } from '../../lambdas/notifications/schedule-records';
import { handleSesFeedback } from '../../lambdas/notifications/ses-feedback';
import { keys } from '../../lambdas/shared/db/keys';
import { emailsTo, type StoredEmail } from '../support/api-client';
import { putEntryCreatedAt } from './helpers/journal';
import { api, emailUrl, getItem, registerVerifiedUser, type TestUser } from './helpers/stack';
import { canary, createMood, sampleField } from './helpers/wellness';

/**
 * Each test picks its own future slot (a fake clock: "now" is passed to the run), so tests
 * and their users never share one. Hours ahead keeps it clear of the catch-up window.
 */
let nextOffsetSlots = 8;
const testSlot = () => {
  nextOffsetSlots += 5;
  return slotStart(Date.now()) + nextOffsetSlots * SLOT_MS;
};

/** Saves settings so the daily reminder falls in `slot` for a person in `timeZone`. */
async function remindAt(user: TestUser, slot: number, timeZone: string, extra: Record<string, unknown> = {}) {
  const res = await api<UserSettings>('PUT', '/user/settings', {
    token: user.token,
    body: { notifications: { reminders: true, reminderTime: localTimeAt(timeZone, slot), timeZone, weeklySummary: false, ...extra } },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const mailsTo = async (address: string, subject: RegExp): Promise<StoredEmail[]> =>
  (await emailsTo(emailUrl, address)).filter((m) => subject.test(m.subject));

const linkIn = (mail: StoredEmail): URL => {
  const match = /https?:\/\/\S+\/notifications\/unsubscribe\?\S+/.exec(mail.body.text ?? '');
  if (!match) throw new Error('No unsubscribe link in the mail');
  return new URL(match[0]);
};

const REMINDER = /reminder to check in/;
/** An SES notice as SNS delivers it. */
const notice = (message: object) => ({ Sns: { Message: JSON.stringify(message) } });
const WEEKLY = /Your week in Solace/;

describe('scheduled mail', () => {
  it('finds users in several time zones due in one slot through the index and mails each exactly once', async () => {
    const slot = testSlot();
    const zones = ['America/Los_Angeles', 'Europe/Berlin', 'Asia/Kathmandu', 'Pacific/Auckland'];
    const users = await Promise.all(zones.map(() => registerVerifiedUser()));
    await Promise.all(users.map((u, i) => remindAt(u, slot, zones[i] as string)));
    const other = await registerVerifiedUser();
    await remindAt(other, slot + SLOT_MS, 'UTC');

    for (const u of users) {
      expect(await getItem(keys.notificationSchedule(u.id, 'reminder'))).toMatchObject({ GSI2PK: `REMIND#${slotName(slot)}`, slot: slotName(slot) });
      expect(await getItem(keys.notificationSchedule(u.id, 'weekly'))).toBeUndefined();
    }
    // Two runs of the same slot at once: the conditional claim lets only one of them send.
    await Promise.all([runNotifications(new Date(slot + 60_000)), runNotifications(new Date(slot + 120_000))]);

    for (const u of users) {
      const mails = await mailsTo(u.email, REMINDER);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body.text).toContain('/notifications/unsubscribe?');
      // Moved on to the same local time the next day.
      const next = (await getItem(keys.notificationSchedule(u.id, 'reminder'))) as { slot: string };
      expect(Date.parse(next.slot) - slot).toBeGreaterThanOrEqual(23 * 60 * 60 * 1000);
    }
    expect(await mailsTo(other.email, REMINDER)).toHaveLength(0);
    // A later run of the same slot sends nothing more.
    await runNotifications(new Date(slot + 5 * 60_000));
    for (const u of users) expect(await mailsTo(u.email, REMINDER)).toHaveLength(1);
  });

  it('sends the weekly summary with counts and a link only, never what was written', async () => {
    const slot = testSlot();
    const u = await registerVerifiedUser();
    const moodNote = canary('mood-note');
    const entryText = canary('entry-text');
    await createMood(u.token, { mood: 2, notes: moodNote });
    await createMood(u.token, { mood: 4 });
    await putEntryCreatedAt(u.id, new Date(), entryText);
    const checkIn = await api('POST', '/mental-health/check-ins', { token: u.token, body: { kind: 'gad7', answers: sampleField() } });
    expect(checkIn.status).toBe(201);
    // Older than a week: not counted.
    await putEntryCreatedAt(u.id, new Date(slot - 8 * 24 * 60 * 60 * 1000), 'last month');
    const zone = 'Asia/Tokyo';
    const local = new Date(slot + 9 * 60 * 60 * 1000);
    // The summary goes out at 09:00 local on its day: quiet hours that end at the slot's local time move it there.
    const settings = await api<UserSettings>('PUT', '/user/settings', {
      token: u.token,
      body: {
        notifications: {
          reminders: false,
          weeklySummary: true,
          weeklySummaryDay: local.getUTCDay(),
          timeZone: zone,
          quietHours: { start: '08:59', end: localTimeAt(zone, slot) },
        },
      },
    });
    expect(settings.status).toBe(200);
    const scheduled = (await getItem(keys.notificationSchedule(u.id, 'weekly'))) as { slot: string } | undefined;
    expect(scheduled?.slot).toBe(slotName(slot));

    await runNotifications(new Date(slot));
    const [mail] = await mailsTo(u.email, WEEKLY);
    expect(mail?.body.text).toContain('1 check-in, 2 mood logs, 1 journal entry');
    for (const part of [mail?.body.text, mail?.body.html, mail?.subject]) {
      expect(part).not.toContain(moodNote);
      expect(part).not.toContain(entryText);
      expect(part).not.toContain('last month');
    }
    expect(await mailsTo(u.email, REMINDER)).toHaveLength(0);
  });

  it('turns a kind of mail off by its signed link without signing in, and refuses tampered or foreign links', async () => {
    const slot = testSlot();
    const [u, stranger] = await Promise.all([registerVerifiedUser(), registerVerifiedUser()]);
    await remindAt(u, slot, 'America/New_York', { weeklySummary: true });
    await runNotifications(new Date(slot));
    const [mail] = await mailsTo(u.email, REMINDER);
    const link = linkIn(mail as StoredEmail);
    const query = Object.fromEntries(link.searchParams);
    expect(query).toMatchObject({ u: u.id, k: 'reminder' });

    const path = (q: Record<string, string>) => `/notifications/unsubscribe?${new URLSearchParams(q).toString()}`;
    const flipped = `${(query.s as string).slice(0, -1)}${(query.s as string).endsWith('A') ? 'B' : 'A'}`;
    const refusals = [
      { ...query, s: flipped },
      { ...query, u: stranger.id },
      { ...query, k: 'weekly' },
    ];
    for (const q of refusals) {
      const res = await api('GET', path(q));
      expect(res.status).toBe(403);
      expect(res.body).toHaveProperty('message');
    }
    expect((await api('GET', path({ ...query, k: 'everything' }))).status).toBe(400);
    expect((await api('GET', '/notifications/unsubscribe')).status).toBe(400);
    const untouched = await api<UserSettings>('GET', '/user/settings', { token: stranger.token });
    expect(untouched.body.notifications.reminders).toBe(true);

    // RFC 8058 one-click: the mail client posts a form body to the link.
    const res = await api<UnsubscribeResponse>('POST', path(query), { body: 'List-Unsubscribe=One-Click' as never });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/no longer get daily reminders/);
    const after = await api<UserSettings>('GET', '/user/settings', { token: u.token });
    expect(after.body.notifications).toMatchObject({ reminders: false, weeklySummary: true });
    expect(await getItem(keys.notificationSchedule(u.id, 'reminder'))).toBeUndefined();
    expect(await getItem(keys.notificationSchedule(u.id, 'weekly'))).toBeDefined();
    // Opening it again changes nothing and still answers.
    expect((await api('GET', path(query))).status).toBe(200);
  });

  it('sends nothing to an address that bounced or complained, through SES feedback', async () => {
    const slot = testSlot();
    const [bounced, complained, fine] = await Promise.all([registerVerifiedUser(), registerVerifiedUser(), registerVerifiedUser()]);
    await Promise.all([bounced, complained, fine].map((u) => remindAt(u, slot, 'Europe/London')));
    await handleSesFeedback({
      Records: [
        notice({ notificationType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: bounced.email }] } }),
        notice({ notificationType: 'Complaint', complaint: { complainedRecipients: [{ emailAddress: complained.email.toUpperCase() }] } }),
        notice({ notificationType: 'Bounce', bounce: { bounceType: 'Transient', bouncedRecipients: [{ emailAddress: fine.email }] } }),
        { Sns: { Message: 'not json' } },
      ],
    });
    await runNotifications(new Date(slot));
    expect(await mailsTo(bounced.email, REMINDER)).toHaveLength(0);
    expect(await mailsTo(complained.email, REMINDER)).toHaveLength(0);
    expect(await mailsTo(fine.email, REMINDER)).toHaveLength(1);
    // Still moved on, so the next slot is read without them piling up.
    expect(await getItem(keys.notificationSchedule(bounced.id, 'reminder'))).toMatchObject({ slot: expect.not.stringMatching(slotName(slot)) });
  });

  it('removes the schedule and the bounce mark with the account', async () => {
    const u = await registerVerifiedUser();
    await remindAt(u, testSlot(), 'UTC');
    await suppressAddress(u.email, 'bounce', Date.now());
    const del = await api('DELETE', '/user/account', { token: u.token, body: { password: u.password } });
    expect(del.status).toBe(200);
    expect(await getItem(keys.notificationSchedule(u.id, 'reminder'))).toBeUndefined();
    expect(await getItem(keys.emailSuppression(u.email))).toBeUndefined();
  });
});
