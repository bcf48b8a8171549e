// The statement import's messages: code, params and English text from one catalogue, and a text
// of the app for every code in both languages.
import { describe, expect, it } from 'vitest';
import de from '../../../public/locales/de/common.json';
import en from '../../../public/locales/en/common.json';
import { MESSAGE_CODES, asSentence, say } from '../../../server/domain/statements/messages.js';

/** The names a translation interpolates ("{{max, number}}" is max). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('statement messages', () => {
  it('writes the English text from the params, quoting values of the file cut short', () => {
    expect(say('notAnAmount', { value: 'EUR' })).toEqual({
      code: 'notAnAmount',
      params: { value: 'EUR' },
      text: '"EUR" is not an amount.',
    });
    const long = 'x'.repeat(50);
    expect(say('notADate', { value: long })).toEqual({
      code: 'notADate',
      params: { value: `${'x'.repeat(40)}…` },
      text: `"${'x'.repeat(40)}…" is not a date.`,
    });
    expect(say('notADate', { value: 'a"b' }).text).toBe('"a\\"b" is not a date.');
    expect(say('emptyFile')).toEqual({ code: 'emptyFile', params: {}, text: 'The file is empty.' });
  });

  it('says a row’s problem at its place, and as a sentence of its own', () => {
    const problem = say('amountMissing');
    expect(say('atLine', { line: 4, problem })).toEqual({
      code: 'atLine',
      params: { line: 4, problem },
      text: 'Line 4: the amount is missing.',
    });
    expect(asSentence(problem)).toEqual({ ...problem, text: 'The amount is missing.' });
  });

  it('has a text in English and in German for every code, with the same params', () => {
    const texts = (locale: typeof en) =>
      (locale.statements as unknown as { problems: Record<string, string> }).problems;
    expect(Object.keys(texts(en)).sort()).toEqual([...MESSAGE_CODES].sort());
    expect(Object.keys(texts(de)).sort()).toEqual([...MESSAGE_CODES].sort());
    for (const code of MESSAGE_CODES) {
      expect(placeholders(texts(de)[code]!), code).toEqual(placeholders(texts(en)[code]!));
    }
  });
});
