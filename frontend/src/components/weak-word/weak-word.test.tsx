import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { weakLevel, WeakWordSpan } from './weak-word';

describe('a weak word', () => {
  it('is marked strongly when fresh and fades as clean recitations halve it: 1, 0.5, 0.25', () => {
    expect([1, 0.5, 0.25].map(weakLevel)).toEqual(['strong', 'medium', 'faint']);
    expect(weakLevel(3)).toBe('strong');
  });

  it('carries its kind and level, and says its kind in words after it', () => {
    render(
      <WeakWordSpan weak={{ word: 2, kind: 'wrong_word', weakness: 0.8 }} data-word={2}>
        word
      </WeakWordSpan>,
    );

    const word = screen.getByText(/^word/);
    expect(word).toHaveAttribute('data-weak-kind', 'wrong_word');
    expect(word).toHaveAttribute('data-weak-level', 'strong');
    expect(word).toHaveAttribute('data-word', '2');
    expect(word).toHaveTextContent('word (weak spot: another word said)');
  });

  it('leaves a word that is not weak as it is', () => {
    render(<WeakWordSpan weak={undefined}>word</WeakWordSpan>);

    const word = screen.getByText('word');
    expect(word).not.toHaveAttribute('data-weak-kind');
    expect(word).not.toHaveAttribute('class');
  });
});
