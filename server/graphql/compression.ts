// The API's answers compressed (brotli or gzip, as the client accepts): a dashboard's answers are
// ~55 kB of JSON, ~6 kB compressed, which on a phone's connection is most of their time.
//
// Safe against BREACH (secrets recovered from the sizes of compressed answers that also reflect
// an attacker's input): the API authenticates by a bearer token the app sends itself, never by a
// cookie, so a request another site makes the browser send carries no credentials and its answer
// holds nothing secret. Request bodies are never decompressed: the body limit (limits.ts) counts
// the bytes that arrive.
import type { Plugin } from 'graphql-yoga';
import { acceptedEncodings, COMPRESS_FROM_BYTES, compressNow } from '../static.js';

/** Answers of these types are compressed (JSON, as yoga answers a query or a mutation). */
const COMPRESSIBLE_TYPE = /^application\/(graphql-response\+)?json\b/i;

export function compressAnswers(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get('content-type') ?? '';
      if (!response.body || response.headers.has('content-encoding')) return;
      if (!COMPRESSIBLE_TYPE.test(type)) return;
      response.headers.append('vary', 'Accept-Encoding');
      const [coding] = acceptedEncodings(request.headers.get('accept-encoding') ?? undefined);
      // yoga gives a query's answer its length: a small one is sent without being read here
      const length = Number(response.headers.get('content-length') ?? Infinity);
      if (!coding || length < COMPRESS_FROM_BYTES) return;
      const body = new Uint8Array(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      const { status, statusText } = response;
      if (body.byteLength < COMPRESS_FROM_BYTES) {
        setResponse(new fetchAPI.Response(body, { status, statusText, headers }));
        return;
      }
      const compressed = await compressNow[coding](body);
      headers.set('content-encoding', coding);
      headers.set('content-length', String(compressed.byteLength));
      setResponse(
        new fetchAPI.Response(new Uint8Array(compressed), { status, statusText, headers }),
      );
    },
  };
}
