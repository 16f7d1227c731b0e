import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, preloadPage } from '../../frontend/src/lib/lazy-page';

function Greeting() {
  return <p>The page itself</p>;
}

const WAITING = 'Waiting for the page';

function renderInSuspense(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Suspense fallback={<p>{WAITING}</p>}>
      <Page />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a page whose module has arrived in the same pass, without its fallback', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting }));
    const Page = lazyPage(load, (module) => module.Greeting);
    await preloadPage(load);
    act(() => {
      renderInSuspense(Page);
    });
    expect(screen.getByText('The page itself')).toBeTruthy();
    expect(screen.queryByText(WAITING)).toBeNull();
  });

  it('shows the fallback until a module not yet loaded arrives', async () => {
    let arrive: (module: { Greeting: typeof Greeting }) => void = () => undefined;
    const load = () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (arrive = resolve));
    const Page = lazyPage(load, (module) => module.Greeting);
    act(() => {
      renderInSuspense(Page);
    });
    expect(screen.getByText(WAITING)).toBeTruthy();
    await act(async () => arrive({ Greeting }));
    expect(await screen.findByText('The page itself')).toBeTruthy();
  });

  it('lets a failed early load be tried again when the page is rendered', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Greeting });
    const Page = lazyPage(load as () => Promise<{ Greeting: typeof Greeting }>, (module) => module.Greeting);
    await expect(preloadPage(load)).rejects.toThrow('offline');
    act(() => {
      renderInSuspense(Page);
    });
    expect(await screen.findByText('The page itself')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
