/**
 * Saves a file through the browser's download. Text gets a byte order mark so that spreadsheets
 * read it as UTF-8 ("Empfänger", "€"); bytes (an archive) are saved as they are.
 */
export function saveFile(
  { filename, content }: { filename: string; content: string | Uint8Array<ArrayBuffer> },
  type = 'text/csv;charset=utf-8',
) {
  const parts = typeof content === 'string' ? ['\uFEFF', content] : [content];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the file once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
