import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchMock } from '../helpers/fetch-mock';
import { findRegion, renderSettings, settingsServer, toasts } from './helpers';

const SETTINGS = 'PUT /user/settings';
const select = (section: HTMLElement, label: string) => within(section).getByLabelText(label, { selector: 'select' }) as HTMLSelectElement;

describe('reminder and weekly summary schedule', () => {
  it('shows the saved schedule and saves a new time, days, quiet hours and summary day with the browser time zone', async () => {
    const server: FetchMock = settingsServer({
      settings: { notifications: { email: true, push: true, reminders: true, reminderTime: '08:15', reminderDays: [1, 3], timeZone: 'Asia/Tokyo' } },
    });
    server.on(SETTINGS, (call) => ({ body: call.body }));
    const user = userEvent.setup();
    renderSettings();
    const section = await findRegion('Notification preferences');
    await within(section).findByRole('checkbox', { name: 'Email notifications' });
    expect(select(section, 'Remind me at').value).toBe('08:15');
    expect((within(section).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
    expect((within(section).getByRole('checkbox', { name: 'Tuesday' }) as HTMLInputElement).checked).toBe(false);

    await user.selectOptions(select(section, 'Remind me at'), '21:45');
    await user.click(within(section).getByRole('checkbox', { name: 'Friday' }));
    await user.click(within(section).getByRole('checkbox', { name: 'No emails during quiet hours' }));
    await user.selectOptions(select(section, 'Summary day'), '5');
    await user.click(within(section).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(toasts()).toContain('Notification preferences saved'));
    expect(server.callsTo(SETTINGS).map((c) => c.body)).toEqual([
      {
        notifications: expect.objectContaining({
          reminderTime: '21:45',
          reminderDays: [1, 3, 5],
          quietHours: { start: '22:00', end: '07:00' },
          weeklySummary: true,
          weeklySummaryDay: 5,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }),
      },
    ]);
  });
});
