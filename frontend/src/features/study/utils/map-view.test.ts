import { describe, expect, it } from 'vitest';

import {
  centreOn,
  clampScale,
  fittedView,
  openingView,
  READABLE_SCALE,
  scaleAfterWheel,
  stepScale,
  withinContent,
  zoomAround,
} from './map-view';

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

describe('withinContent', () => {
  const viewport = { width: 300, height: 500 };
  const content = { width: 880, height: 2908 };

  it('keeps the map’s edges from coming inside the viewport’s', () => {
    expect(withinContent({ x: 40, y: 60, scale: 1 }, viewport, content)).toEqual({ x: 0, y: 0, scale: 1 });
    expect(withinContent({ x: -900, y: -3000, scale: 1 }, viewport, content)).toEqual({
      x: -580,
      y: -2408,
      scale: 1,
    });
    expect(withinContent({ x: -100, y: -200, scale: 1 }, viewport, content)).toEqual({ x: -100, y: -200, scale: 1 });
  });

  it('centres an axis the map does not fill', () => {
    expect(withinContent({ x: 0, y: 0, scale: 0.25 }, viewport, content)).toEqual({ x: 40, y: 0, scale: 0.25 });
  });
});

describe('openingView', () => {
  const viewport = { width: 300, height: 500 };
  const content = { width: 880, height: 2908 };

  it('opens at a readable scale centred on the focus', () => {
    expect(openingView(viewport, content, { x: 370, y: 1200 })).toEqual({ x: -220, y: -950, scale: READABLE_SCALE });
  });

  it('stops at the map’s edge for a focus near it, and opens at the top without one', () => {
    expect(openingView(viewport, content, { x: 90, y: 90 })).toEqual({ x: 0, y: 0, scale: READABLE_SCALE });
    expect(openingView(viewport, content, undefined)).toEqual({ x: 0, y: 0, scale: READABLE_SCALE });
  });
});

describe('fittedView', () => {
  it('shows the whole width at a tenth-step scale, centred, from the top', () => {
    expect(fittedView({ width: 500, height: 500 }, { width: 880, height: 2908 })).toEqual({ x: 30, y: 0, scale: 0.5 });
  });

  it('never enlarges past 1', () => {
    expect(fittedView({ width: 2000, height: 500 }, { width: 880, height: 2908 })).toEqual({
      x: 560,
      y: 0,
      scale: 1,
    });
  });
});
