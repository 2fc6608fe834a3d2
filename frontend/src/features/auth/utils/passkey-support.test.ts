import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { localhostAddress, passkeyErrorKey, passkeyObstacle } from './passkey-support';

function apiError(status: number) {
  return new AxiosError('failed', String(status), undefined, undefined, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: {},
  });
}

describe('passkeyObstacle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names an IP address, which browsers refuse, before anything else', () => {
    expect(passkeyObstacle({ hostname: '127.0.0.1' })).toBe('ip-address');
    expect(passkeyObstacle({ hostname: '[::1]' })).toBe('ip-address');
  });

  it('needs a secure page and a browser with WebAuthn', () => {
    vi.stubGlobal('isSecureContext', false);
    expect(passkeyObstacle({ hostname: 'hafiz.example.org' })).toBe('insecure');
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('PublicKeyCredential', undefined);
    expect(passkeyObstacle({ hostname: 'localhost' })).toBe('unsupported');
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    expect(passkeyObstacle({ hostname: 'localhost' })).toBeNull();
  });
});

describe('localhostAddress', () => {
  it('keeps the port, path and query of the page', () => {
    expect(localhostAddress({ port: '8000', pathname: '/sign-in', search: '?next=%2Flevels' })).toBe(
      'http://localhost:8000/sign-in?next=%2Flevels',
    );
    expect(localhostAddress({ port: '', pathname: '/', search: '' })).toBe('http://localhost/');
  });
});

describe('passkeyErrorKey', () => {
  it('tells a cancelled ceremony from a refused one', () => {
    expect(passkeyErrorKey(new DOMException('cancelled', 'NotAllowedError'))).toBe('passkey.errors.cancelled');
    expect(passkeyErrorKey(new DOMException('twice', 'InvalidStateError'))).toBe('passkey.errors.registeredAlready');
    expect(passkeyErrorKey(apiError(400))).toBe('passkey.errors.refused');
    expect(passkeyErrorKey(apiError(429))).toBe('passkey.errors.tooMany');
    expect(passkeyErrorKey(apiError(403))).toBe('accountDisabled');
    expect(passkeyErrorKey(apiError(502))).toBe('passkey.errors.failed');
  });
});
