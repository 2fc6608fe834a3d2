import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** window.matchMedia answering whether the screen is a desk's (a pointer that hovers and aims finely). */
function screenIsADesk(desk: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: desk && query === '(hover: hover) and (pointer: fine)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

// A fresh module each time: a key press is remembered for the rest of the page's life.
async function renderHint() {
  vi.resetModules();
  const { NumberKeysHint } = await import('./number-keys-hint');
  render(<NumberKeysHint count={4} />);
}

describe('NumberKeysHint', () => {
  it('tells a learner at a desk that the number keys choose', async () => {
    screenIsADesk(true);

    await renderHint();

    expect(screen.getByText('Keys 1–4 choose too.')).toBeInTheDocument();
  });

  it('says nothing on a touch screen until a key is pressed', async () => {
    screenIsADesk(false);
    await renderHint();
    expect(screen.queryByText('Keys 1–4 choose too.')).not.toBeInTheDocument();

    // A phone's screen keyboard typing into a field proves nothing.
    const field = document.body.appendChild(document.createElement('input'));
    act(() => void fireEvent.keyDown(field, { key: 'a' }));
    expect(screen.queryByText('Keys 1–4 choose too.')).not.toBeInTheDocument();
    field.remove();

    act(() => void fireEvent.keyDown(window, { key: 'Tab' }));

    expect(screen.getByText('Keys 1–4 choose too.')).toBeInTheDocument();
  });
});
