import { vi } from 'vitest';

/**
 * Catches what the app saves through the browser's download (src/lib/saveFile.ts): each file as
 * the Blob it was, and the link clicked for it (its `download` is the file's name). Undone by
 * vi.restoreAllMocks.
 */
export function catchDownloads() {
  const files: Blob[] = [];
  const links: HTMLAnchorElement[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return `blob:download-${files.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    links.push(this);
  });
  return { files, links };
}
