import { describe, expect, it } from 'vitest';

import { linkLine } from './link-line';

describe('linkLine', () => {
  it('joins the facing sides of a text and an image to its right', () => {
    const line = linkLine({ left: 0, top: 0, width: 100, height: 40 }, { left: 200, top: 100, width: 60, height: 40 });

    expect(line).toEqual({ x1: 100, y1: 20, x2: 200, y2: 120 });
  });

  it('joins the facing sides when the image is on the left (right-to-left layouts)', () => {
    const line = linkLine({ left: 200, top: 0, width: 100, height: 40 }, { left: 0, top: 0, width: 60, height: 40 });

    expect(line).toEqual({ x1: 200, y1: 20, x2: 60, y2: 20 });
  });
});
