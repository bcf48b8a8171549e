// A statement file's bytes to text. Banks export UTF-8 (with or without a byte order mark), UTF-16
// with a byte order mark (Excel's "Unicode text") or, in Germany still often, Windows-1252; a file
// that is none of these is usually not a statement at all (a PDF, a screenshot, a spreadsheet), and
// the person is told so in words instead of seeing a parser fail on garbage.
import iconv from 'iconv-lite';
import { EMPTY_FILE } from './common.js';
import { say, type StatementMessage } from './messages.js';

export type Decoded = { text: string } | { error: StatementMessage };

/** Leading bytes of the formats people upload by mistake, and what to tell them. */
const SIGNATURES: { bytes: number[]; message: StatementMessage }[] = [
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    message: say('looksLikeImage', { kind: 'PNG' }),
  },
  { bytes: [0xff, 0xd8, 0xff], message: say('looksLikeImage', { kind: 'JPEG' }) },
  { bytes: [0x47, 0x49, 0x46, 0x38], message: say('looksLikeImage', { kind: 'GIF' }) },
  // RIFF holds WEBP images, but also WAV sound and AVI video.
  { bytes: [0x52, 0x49, 0x46, 0x46], message: say('looksLikeMedia') },
  { bytes: [0x49, 0x49, 0x2a, 0x00], message: say('looksLikeImage', { kind: 'TIFF' }) },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], message: say('looksLikeImage', { kind: 'TIFF' }) },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], message: say('looksLikePdf') },
  ...[
    [0x50, 0x4b, 0x03, 0x04],
    [0x50, 0x4b, 0x05, 0x06],
    [0x50, 0x4b, 0x07, 0x08],
  ].map((bytes) => ({ bytes, message: say('looksLikeZip') })),
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    message: say('looksLikeOffice'),
  },
  { bytes: [0x1f, 0x8b], message: say('looksLikeArchive', { kind: 'GZIP' }) },
  {
    bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07],
    message: say('looksLikeArchive', { kind: 'RAR' }),
  },
  { bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], message: say('looksLikeArchive', { kind: '7z' }) },
];

const BINARY = say('binaryData');
const UNKNOWN_ENCODING = say('unknownEncoding');

/** Above this share of control characters the text was decoded with the wrong encoding. */
const MAX_CONTROL_SHARE = 0.01;

export function decodeStatement(bytes: Uint8Array): Decoded {
  if (bytes.length === 0) return { error: EMPTY_FILE };
  const signature = SIGNATURES.find((candidate) => startsWith(bytes, candidate.bytes));
  if (signature) return { error: signature.message };
  const text = decodeText(bytes);
  if (text === null) return { error: BINARY };
  if (text.trim() === '') return { error: EMPTY_FILE };
  if (controlShare(text) > MAX_CONTROL_SHARE) return { error: UNKNOWN_ENCODING };
  return { text };
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/** The text without its byte order mark, or null when the bytes hold NULs (binary, not text). */
function decodeText(bytes: Uint8Array): string | null {
  // TextDecoder drops the byte order mark it recognises.
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  // Outside UTF-16 a NUL byte never occurs in text.
  if (bytes.includes(0)) return null;
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Not UTF-8: a single-byte Western encoding, where every byte is some character.
    return iconv.decode(body, 'windows-1252');
  }
}

/**
 * Share of characters no statement contains: C0 controls other than tab, line feed, carriage
 * return and form feed, DEL, C1 controls, and U+FFFD (a byte Windows-1252 leaves undefined).
 */
function controlShare(text: string): number {
  let controls = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const allowed = code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
    if ((code < 0x20 && !allowed) || (code >= 0x7f && code <= 0x9f) || code === 0xfffd) {
      controls++;
    }
  }
  return controls / text.length;
}
