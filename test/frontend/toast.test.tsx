import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MAX_TOASTS, ToastProvider, useToast, type ToastApi } from '../../frontend/src/components/toast';

function Capture({ onReady }: { onReady: (api: ToastApi) => void }) {
  const api = useToast();
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  return null;
}

let toast!: ToastApi;
function renderToasts() {
  render(
    <ToastProvider>
      <Capture
        onReady={(api) => {
          toast = api;
        }}
      />
    </ToastProvider>,
  );
}

const messages = () => screen.queryAllByTestId('toast').map((el) => el.querySelector('p')?.textContent);

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());

  it('live in a polite status region', () => {
    renderToasts();
    act(() => void toast.info('Hello'));
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(within(region).getByText('Hello')).toBeTruthy();
  });

  it.each([
    { seconds: 4, when: 'by default', show: () => toast.error('Something failed'), text: 'Something failed' },
    { seconds: 2, when: 'for success', show: () => toast.success('Saved'), text: 'Saved' },
  ])('disappear after $seconds seconds $when', ({ seconds, show, text }) => {
    renderToasts();
    act(() => void show());
    act(() => jest.advanceTimersByTime(seconds * 1000 - 1));
    expect(messages()).toEqual([text]);
    act(() => jest.advanceTimersByTime(1));
    expect(messages()).toEqual([]);
  });

  it(`show at most ${MAX_TOASTS}, dropping the oldest`, () => {
    renderToasts();
    act(() => {
      for (let i = 1; i <= 23; i++) toast.info(`Message ${i}`);
    });
    const shown = messages();
    expect(shown).toHaveLength(20);
    expect(shown[0]).toBe('Message 4');
    expect(shown[19]).toBe('Message 23');
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToasts();
    act(() => {
      toast.info('First');
      toast.info('Second');
    });
    await user.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(messages()).toEqual(['Second']);
  });
});
