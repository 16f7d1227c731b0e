import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { ConfirmDialog } from '../../frontend/src/components/confirm-dialog';
import { Modal } from '../../frontend/src/components/modal';
import { useHashFocus } from '../../frontend/src/lib/focus-target';

/** A page with an h1, a list of items each able to open a dialog, and what the dialog does on close. */
function ItemsPage({ confirm = false, withFallback = false }: { confirm?: boolean; withFallback?: boolean }) {
  const [items, setItems] = useState(['Alpha', 'Beta']);
  const [open, setOpen] = useState<string | null>(null);
  const [locked, setLocked] = useState<string | null>(null);
  const close = () => setOpen(null);
  const remove = () => {
    setItems((list) => list.filter((item) => item !== open));
    setOpen(null);
  };
  const fallback = withFallback ? () => document.getElementById('item-list') : undefined;
  return (
    <main>
      <h1>Items</h1>
      <ul id="item-list" aria-label="Items">
        {items.map((item) => (
          <li key={item}>
            <button type="button" disabled={item === locked} onClick={() => setOpen(item)}>
              Open {item}
            </button>
          </li>
        ))}
      </ul>
      {open &&
        (confirm ? (
          <ConfirmDialog title={`Remove ${open}`} message="Sure?" confirmLabel="Remove" danger onConfirm={remove} onCancel={close} returnFocus={fallback} />
        ) : (
          <Modal
            title={`About ${open}`}
            onClose={close}
            returnFocus={fallback}
            footer={
              <>
                <button type="button" onClick={close}>
                  Done
                </button>
                <button type="button" onClick={remove}>
                  Remove
                </button>
                <button
                  type="button"
                  onClick={() => {
                    setLocked(open);
                    setOpen(null);
                  }}
                >
                  Done and lock
                </button>
              </>
            }
          >
            <p>Details</p>
          </Modal>
        ))}
    </main>
  );
}

/** Renders the items page, opens an item's dialog and presses one of its buttons. */
async function openThenPress(page: { withFallback: boolean }, opener: string, button: string) {
  const user = userEvent.setup();
  render(<ItemsPage {...page} />);
  await user.click(screen.getByRole('button', { name: opener }));
  await user.click(screen.getByRole('button', { name: button }));
}

describe('focus when a dialog closes', () => {
  it('returns to the element that opened the dialog (Escape, a button)', async () => {
    const user = userEvent.setup();
    render(<ItemsPage />);
    const opener = screen.getByRole('button', { name: 'Open Beta' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'About Beta' }).contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.activeElement).toBe(opener);
  });

  it('goes to the place the page names when the opener is gone', async () => {
    await openThenPress({ withFallback: true }, 'Open Alpha', 'Remove');
    expect(screen.queryByRole('button', { name: 'Open Alpha' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Items' });
    expect(document.activeElement).toBe(list);
    // Focusable from a script only, not a Tab stop.
    expect(list.getAttribute('tabindex')).toBe('-1');
  });

  it("goes to the page's h1 when the opener is gone and nothing else is named, never to the body", async () => {
    await openThenPress({ withFallback: false }, 'Open Alpha', 'Remove');
    const h1 = screen.getByRole('heading', { level: 1, name: 'Items' });
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
  });

  it("goes to the page's h1 when the opener is still there but can no longer take focus", async () => {
    await openThenPress({ withFallback: false }, 'Open Beta', 'Done and lock');
    expect((screen.getByRole('button', { name: 'Open Beta' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Items' }));
  });

  it('a confirm dialog: Cancel returns to the opener; confirming a removal goes where the page says', async () => {
    const user = userEvent.setup();
    render(<ItemsPage confirm withFallback />);
    const opener = screen.getByRole('button', { name: 'Open Beta' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Items' }));
  });

  it('with nothing focused before it opened, the dialog closes onto the h1', async () => {
    function Shown() {
      const [open, setOpen] = useState(true);
      return (
        <main>
          <h1>Welcome</h1>
          {open && (
            <Modal title="Once" footer={<button onClick={() => setOpen(false)}>Continue</button>}>
              <p>Read me.</p>
            </Modal>
          )}
        </main>
      );
    }
    const user = userEvent.setup();
    render(<Shown />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Welcome' }));
  });
});

describe('in-page links', () => {
  function Page() {
    useHashFocus();
    return (
      <main>
        <h1>Guide</h1>
        <nav>
          <Link to="#part-two">Go to part two</Link>
        </nav>
        <section>
          <h2 id="part-two">Part two</h2>
          <button type="button">Elsewhere</button>
        </section>
      </main>
    );
  }

  it('the target of a #link gets the focus (tabindex=-1), also when the same link is followed again', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/guide']}>
        <Page />
      </MemoryRouter>,
    );
    const target = screen.getByRole('heading', { name: 'Part two' });
    expect(target.hasAttribute('tabindex')).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go to part two' }));
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.getAttribute('tabindex')).toBe('-1');

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await user.click(screen.getByRole('link', { name: 'Go to part two' }));
    await waitFor(() => expect(document.activeElement).toBe(target));
  });

  it('an address that names the target focuses it on arrival', async () => {
    render(
      <MemoryRouter initialEntries={['/guide#part-two']}>
        <Page />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Part two' })));
  });
});
