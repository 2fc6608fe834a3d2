import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { HeadDrawing } from './head-drawing';

const pointLabel = (point: number) => `Point ${point}`;

describe('HeadDrawing', () => {
  it('offers the five areas and the seventeen points as buttons, by mouse and by keyboard', async () => {
    const user = userEvent.setup();
    const onChooseArea = vi.fn();
    const onChoosePoint = vi.fn();
    render(
      <HeadDrawing
        label="The head"
        pointLabel={pointLabel}
        chooseArea={{ label: (area) => `Area ${area}`, onChoose: onChooseArea }}
        onChoosePoint={onChoosePoint}
        selectedArea="halq"
      />,
    );

    const drawing = screen.getByRole('group', { name: 'The head' });
    expect(drawing.querySelectorAll('[role=button][aria-label^="Area"]')).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: /^Point \d+$/ })).toHaveLength(17);
    expect(screen.getByRole('button', { name: 'Area halq' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Area lisan' }));
    expect(onChooseArea).toHaveBeenLastCalledWith('lisan');
    screen.getByRole('button', { name: 'Area khayshum' }).focus();
    await user.keyboard('{Enter}');
    expect(onChooseArea).toHaveBeenLastCalledWith('khayshum');

    await user.click(screen.getByRole('button', { name: 'Point 9' }));
    expect(onChoosePoint).toHaveBeenLastCalledWith(9);
    screen.getByRole('button', { name: 'Point 3' }).focus();
    await user.keyboard(' ');
    expect(onChoosePoint).toHaveBeenLastCalledWith(3);
  });

  it('lights the points of the area chosen, and only the point once one is chosen', () => {
    const { rerender, container } = render(
      <HeadDrawing label="The head" pointLabel={pointLabel} onChoosePoint={vi.fn()} selectedArea="halq" />,
    );
    const lit = () =>
      [...container.querySelectorAll('[data-point]')]
        .filter((point) => point.parentElement?.getAttribute('class')?.includes('lit'))
        .map((point) => point.getAttribute('data-point'));
    expect(lit()).toEqual(['2', '3', '4']);

    rerender(
      <HeadDrawing
        label="The head"
        pointLabel={pointLabel}
        onChoosePoint={vi.fn()}
        selectedArea="halq"
        selectedPoint={3}
      />,
    );
    expect(lit()).toEqual(['3']);
  });

  it('asks for points alone without areas to choose, and takes no choice once disabled', async () => {
    const user = userEvent.setup();
    const onChoosePoint = vi.fn();
    const { container } = render(
      <HeadDrawing
        label="The head"
        pointLabel={pointLabel}
        onChoosePoint={onChoosePoint}
        marks={{ 6: 'right', 9: 'wrong' }}
        disabled
      />,
    );

    expect(screen.queryByRole('button', { name: /^Area/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Point 6' }));
    expect(onChoosePoint).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Point 6' })).toHaveAttribute('tabindex', '-1');
    const marked = (point: number) =>
      container.querySelector(`[data-point="${point}"]`)?.parentElement?.getAttribute('class');
    expect(marked(6)).toMatch(/right/);
    expect(marked(9)).toMatch(/wrong/);
  });
});
