import { render, screen } from '@testing-library/react';
import { FULL_LOADER_DELAY_MS, Loader } from '../../frontend/src/components/loader';

describe('Loader', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a full-page loader at the same moment of the start whichever loader renders it', () => {
    jest.spyOn(performance, 'now').mockReturnValue(300.4);
    render(<Loader fullScreen label="Loading your AI coach team..." />);
    const loader = screen.getByRole('status');
    expect(loader.textContent).toBe('Loading your AI coach team...');
    expect(loader.style.animationDelay).toBe(`${FULL_LOADER_DELAY_MS - 300}ms`);
  });

  it('shows a full-page loader at once once the start is over', () => {
    jest.spyOn(performance, 'now').mockReturnValue(FULL_LOADER_DELAY_MS + 5_000);
    render(<Loader fullScreen />);
    expect(screen.getByRole('status').style.animationDelay).toBe('0ms');
  });

  it('never delays a loader inside a page', () => {
    jest.spyOn(performance, 'now').mockReturnValue(10);
    render(<Loader label="Loading entries" />);
    expect(screen.getByRole('status').textContent).toBe('Loading entries');
    expect(screen.getByRole('status').getAttribute('style')).toBeNull();
  });
});
