import type { StorageLike } from '../api/browser';

/**
 * The free-download modal's memory (docs/tour.md, "The free-download modal"): a visitor who ticks
 * "don't show again" gets the download without it. Remembering that is necessary storage.
 */
export const FREE_DOWNLOAD_MODAL_KEY = 'kreide_free_download_modal';
const HIDDEN = 'hidden';

/** What the modal shows besides the files; the edge fills the links from the route table. */
export interface FreeDownloadContext {
  title: string;
  authorId: number;
  authorName: string;
  authorHref: string | null;
  /** The material's feedback screen, where it is rated. */
  feedbackHref: string | null;
  /** `/de/material/__id__/__slug__` for the author's other materials (href-template.ts). */
  materialHrefTemplate: string | null;
  /** Login and registration with this page to come back to. */
  signInHref: string | null;
  registerHref: string | null;
}

/** One file behind a free download link, with its short-lived link (`GET v3/free-downloads/{token}`). */
export interface FreeFile {
  id: number;
  name: string;
  format: string;
  url: string;
}

export function freeDownloadModalHidden(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(FREE_DOWNLOAD_MODAL_KEY) === HIDDEN;
  } catch {
    return false;
  }
}

/** Ticked: hidden from now on; unticked again: shown again. */
export function setFreeDownloadModalHidden(storage: StorageLike | undefined, hidden: boolean): void {
  try {
    if (hidden) storage?.setItem(FREE_DOWNLOAD_MODAL_KEY, HIDDEN);
    else storage?.removeItem(FREE_DOWNLOAD_MODAL_KEY);
  } catch {
    // Without storage the modal simply shows next time.
  }
}
