// Bytes to text: the encodings banks export, and the files people upload by mistake (images,
// PDFs, spreadsheets, binary) answered in words instead of garbage.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeStatement } from '../../../server/domain/statements/decode.js';

const GERMAN =
  'Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag\n01.10.2026;Müller;Gebühr Straße;-5,00 €\n';

function bytes(...parts: (number[] | Buffer)[]): Uint8Array {
  return Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))));
}

/** A seeded PRNG (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('text encodings', () => {
  it('reads UTF-8 with and without a byte order mark, dropping the mark', () => {
    expect(decodeStatement(bytes([0xef, 0xbb, 0xbf], Buffer.from(GERMAN)))).toEqual({
      text: GERMAN,
    });
    expect(decodeStatement(Buffer.from(GERMAN))).toEqual({ text: GERMAN });
  });

  it('reads UTF-16 little- and big-endian with a byte order mark', () => {
    const little = bytes([0xff, 0xfe], iconv.encode(GERMAN, 'utf16le', { addBOM: false }));
    expect(decodeStatement(little)).toEqual({ text: GERMAN });
    const big = bytes([0xfe, 0xff], iconv.encode(GERMAN, 'utf16be', { addBOM: false }));
    expect(decodeStatement(big)).toEqual({ text: GERMAN });
  });

  it('reads Windows-1252 when the bytes are not UTF-8, umlauts, ß and € intact', () => {
    const windows1252 = iconv.encode(GERMAN, 'windows-1252');
    expect(windows1252.length).toBe(GERMAN.length);
    expect(decodeStatement(windows1252)).toEqual({ text: GERMAN });
  });

  it('accepts a stray control character in otherwise plain text', () => {
    const text = `${'Datum;Text;Betrag\n'.repeat(20)}\u001a`;
    expect(decodeStatement(Buffer.from(text))).toEqual({ text });
  });
});

describe('files that are not text', () => {
  it('refuses an empty file', () => {
    expect(decodeStatement(new Uint8Array())).toMatchObject({
      error: { text: 'The file is empty.' },
    });
    expect(decodeStatement(bytes([0xef, 0xbb, 0xbf], Buffer.from(' \r\n')))).toMatchObject({
      error: { text: 'The file is empty.' },
    });
  });

  it.each([
    [
      'PNG',
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      'it looks like an image (PNG).',
      'looksLikeImage',
    ],
    ['JPEG', [0xff, 0xd8, 0xff, 0xe0], 'it looks like an image (JPEG).', 'looksLikeImage'],
    ['GIF', [...Buffer.from('GIF89a')], 'it looks like an image (GIF).', 'looksLikeImage'],
    [
      'PDF',
      [...Buffer.from('%PDF-1.7\n')],
      'it looks like a PDF, and PDF statements cannot be read.',
      'looksLikePdf',
    ],
    [
      'XLSX',
      [0x50, 0x4b, 0x03, 0x04],
      'a spreadsheet or ZIP archive; export the statement as CSV',
      'looksLikeZip',
    ],
    [
      'XLS',
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
      'an Excel spreadsheet (XLS)',
      'looksLikeOffice',
    ],
    ['GZIP', [0x1f, 0x8b, 0x08], 'a compressed archive (GZIP)', 'looksLikeArchive'],
  ])('names a %s renamed to .csv', (_kind, signature, message, code) => {
    const junk = Array.from({ length: 200 }, (_, i) => (i * 37) % 256);
    const decoded = decodeStatement(bytes(signature, junk));
    expect(decoded).toMatchObject({ error: { code, text: expect.stringContaining(message) } });
    expect(decoded).toMatchObject({
      error: { text: expect.stringMatching(/^This file is not a bank statement/) },
    });
  });

  it('refuses random binary content', () => {
    const next = random(20261031);
    for (let round = 0; round < 20; round++) {
      const noise = Uint8Array.from({ length: 4096 }, () => Math.floor(next() * 256));
      expect(decodeStatement(noise)).toMatchObject({
        error: { text: 'This file is not a bank statement: it looks like binary data, not text.' },
      });
    }
  });

  it('refuses text full of control characters as an unknown encoding', () => {
    const garbled = Buffer.from(
      Array.from({ length: 400 }, (_, i) => (i % 5 === 0 ? 0x01 + (i % 7) : 0x41 + (i % 26))),
    );
    expect(decodeStatement(garbled)).toMatchObject({
      error: {
        text: "The file's text encoding could not be recognised: save it as UTF-8 or Windows-1252.",
      },
    });
  });
});
