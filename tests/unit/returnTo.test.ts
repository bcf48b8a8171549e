import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '../../src/ledger/transactions/returnTo';

describe('where a form returns to', () => {
  it.each([
    ['/accounts/show/1', '/accounts/show/1'],
    ['/transactions?page=2#top', '/transactions?page=2#top'],
  ])('keeps the in-app path %s', (raw, expected) => expect(safeReturnTo(raw)).toBe(expected));

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
  ])('ignores %j, which would leave the app', (raw) => expect(safeReturnTo(raw)).toBeNull());
});
