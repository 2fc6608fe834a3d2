import { describe, expect, it } from 'vitest';

import { safeNextPath, signInPath } from './sign-in-path';

describe('signInPath', () => {
  it('carries the whole target, query and anchor included', () => {
    expect(signInPath('/profile?tab=1#people')).toBe('/sign-in?next=%2Fprofile%3Ftab%3D1%23people');
  });
});

describe('safeNextPath', () => {
  it.each(['/levels', '/games/112/1', '/profile#people-search'])('keeps the app path %s', (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
  ])('refuses %s', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});
