/**
 * The name an uploaded file is kept and downloaded under (docs/seller-files.md, "Names"): the
 * last path segment only, Unicode NFC, no control or direction-changing characters, runs of
 * white space as one space, no leading dots, at most MAX_FILE_NAME_CHARS characters with the
 * extension kept. The name never becomes part of a storage key.
 */
import { MAX_FILE_NAME_CHARS, extensionOf } from '../../../shared/seller-files';

/** The kept name, or null when nothing usable is left (e.g. `../..`). */
export function sanitiseFileName(raw: string): string | null {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/\t/g, ' ')
    // Control characters (C0, DEL, C1) and format characters such as U+202E (right-to-left override).
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^[.\s]+/u, '')
    .replace(/[.\s]+$/u, '');
  if (!cleaned) return null;
  const chars = Array.from(cleaned);
  if (chars.length <= MAX_FILE_NAME_CHARS) return cleaned;
  const extension = extensionOf(cleaned);
  const suffix = extension ? cleaned.slice(cleaned.length - extension.length - 1) : '';
  const base = Array.from(cleaned.slice(0, cleaned.length - suffix.length)).slice(0, MAX_FILE_NAME_CHARS - suffix.length);
  return `${base.join('').trimEnd()}${suffix}`;
}
