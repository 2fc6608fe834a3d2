import { describe, expect, it } from 'vitest';

import { centreOn, clampScale, scaleAfterWheel, stepScale, zoomAround } from './map-view';

describe('clampScale', () => {
  it('keeps the scale between 0.125 and 4', () => {
    expect(clampScale(0.05)).toBe(0.125);
    expect(clampScale(0.125)).toBe(0.125);
    expect(clampScale(1.7)).toBe(1.7);
    expect(clampScale(4)).toBe(4);
    expect(clampScale(9)).toBe(4);
  });

  it('does not drift with floating-point tenths', () => {
    expect(clampScale(0.1 + 0.2)).toBe(0.3);
  });
});

describe('stepScale', () => {
  it('zooms in and out a tenth at a time', () => {
    expect(stepScale(1, 1)).toBe(1.1);
    expect(stepScale(1, -1)).toBe(0.9);
  });

  it('stops at the limits', () => {
    expect(stepScale(0.2, -1)).toBe(0.125);
    expect(stepScale(0.125, -1)).toBe(0.125);
    expect(stepScale(0.125, 1)).toBe(0.225);
    expect(stepScale(3.95, 1)).toBe(4);
    expect(stepScale(4, 1)).toBe(4);
  });

  it('reaches the lower limit from 1 in nine steps without drifting', () => {
    let scale = 1;
    const seen = [];
    for (let step = 0; step < 9; step += 1) {
      scale = stepScale(scale, -1);
      seen.push(scale);
    }
    expect(seen).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.125]);
  });
});

describe('scaleAfterWheel', () => {
  it('zooms in when the wheel turns towards the user and out when away', () => {
    expect(scaleAfterWheel(1, -100)).toBe(1.1);
    expect(scaleAfterWheel(1, 100)).toBe(0.9);
  });

  it('takes one step per wheel event, however far the wheel turned', () => {
    expect(scaleAfterWheel(1, 1000)).toBe(0.9);
    expect(scaleAfterWheel(1, -3)).toBe(1.1);
  });

  it('leaves the scale alone for a sideways scroll', () => {
    expect(scaleAfterWheel(1.3, 0)).toBe(1.3);
  });
});

describe('zoomAround', () => {
  it('keeps the map point under the pointer in place', () => {
    const view = { x: 10, y: 20, scale: 1 };
    const pointer = { x: 110, y: 220 };
    const zoomed = zoomAround(view, 2, pointer);

    expect(zoomed.scale).toBe(2);
    // The map point under the pointer was (100, 200); it is still under it.
    expect(zoomed.x + 100 * zoomed.scale).toBe(pointer.x);
    expect(zoomed.y + 200 * zoomed.scale).toBe(pointer.y);
  });
});

describe('centreOn', () => {
  it('puts the target in the middle of the viewport', () => {
    expect(centreOn({ x: 0, y: 0, scale: 0.5 }, { x: 400, y: 600 }, { width: 800, height: 600 })).toEqual({
      x: 200,
      y: 0,
      scale: 0.5,
    });
  });
});
