import { describe, expect, it } from 'vitest';
import {
  clearSession,
  dropForgottenSession,
  readSession,
  storeSession,
} from '../../src/lib/session';
import { makeToken } from './factories';

describe('session storage', () => {
  it('stores the token in accountant-auth and its role in email-verified', () => {
    const token = makeToken({ role: 'admin' });
    storeSession(token);
    expect(localStorage.getItem('accountant-auth')).toBe(token);
    expect(localStorage.getItem('email-verified')).toBe('admin');
    expect(readSession()).toEqual({ status: 'valid', token, role: 'admin' });
  });

  it('treats exp * 1000 < now as expired and garbage as invalid', () => {
    expect(readSession(makeToken({ expiresInSeconds: -1 })).status).toBe('invalid');
    expect(readSession(makeToken({ expiresInSeconds: 60 })).status).toBe('valid');
    expect(readSession('abc.def.ghi').status).toBe('invalid');
    expect(readSession(null).status).toBe('none');
  });

  it('logout clears both keys', () => {
    storeSession(makeToken());
    clearSession();
    expect(localStorage.getItem('accountant-auth')).toBeNull();
    expect(localStorage.getItem('email-verified')).toBeNull();
  });

  it('without "remember me" the session ends with the browser', () => {
    storeSession(makeToken(), false);
    dropForgottenSession(); // same browser session: kept
    expect(localStorage.getItem('accountant-auth')).not.toBeNull();
    document.cookie = 'accountantSession=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'; // browser closed
    dropForgottenSession();
    expect(localStorage.getItem('accountant-auth')).toBeNull();
  });

  it('with "remember me" the session survives a browser restart', () => {
    storeSession(makeToken(), true);
    document.cookie = 'accountantSession=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    dropForgottenSession();
    expect(localStorage.getItem('accountant-auth')).not.toBeNull();
  });
});
