import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { env } from '../config/env';
import { msg, t } from '../i18n/intl';
import { fetchProtectedFile } from './api-client';
import { saveFile } from './save-file';

/** `/uploads/<name>`, possibly made absolute with the API's origin: files only the API serves, with a token. */
const UPLOAD_PATH = /^(?:https?:\/\/[^/]+)?(\/uploads\/[^/?#]+)$/;

export const uploadPathOf = (url: string | null | undefined): string | null => (url ? (UPLOAD_PATH.exec(url.trim())?.[1] ?? null) : null);

/**
 * An <img> sends no bearer token, so an uploaded picture is fetched with one and shown from an
 * object URL (revoked when the picture changes or the component goes). Answers null while it
 * loads or when it cannot be seen; a URL that is not an upload is answered as it is.
 */
export const useProtectedFileUrl = (url: string | null | undefined): string | null => {
  const path = uploadPathOf(url);
  const { data: blob } = useQuery({
    queryKey: ['protected-file', path],
    queryFn: ({ signal }) => fetchProtectedFile(path!, signal),
    enabled: path !== null,
    // A stored name never changes content: a new picture is a new name.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    retry: false,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setObjectUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(blob);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  if (url && path === null) return url;
  return path === null ? null : objectUrl;
};

export const FILE_UNAVAILABLE_MESSAGE = msg('This document could not be opened');

/**
 * Opens an uploaded document in a new tab. The tab is opened at once (inside the click, so no
 * pop-up blocker stops it) and shown the file when it has arrived with the token.
 */
export const openProtectedFile = async (url: string) => {
  const path = uploadPathOf(url);
  if (!path) {
    globalThis.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  const tab = globalThis.open('about:blank', '_blank');
  const blob = await fetchProtectedFile(path).catch(() => null);
  if (!blob) {
    tab?.close();
    toast.error(t(FILE_UNAVAILABLE_MESSAGE));
    return;
  }
  const objectUrl = URL.createObjectURL(blob);
  if (tab) {
    tab.opener = null;
    tab.location.href = objectUrl;
  } else {
    globalThis.location.assign(objectUrl);
  }
  // Long enough for the tab to load it; the document stays open after the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
};

/**
 * Opens a file the API serves only with the token (a position paper's version) in a new tab:
 * the tab is opened inside the click, then shown the file once it has arrived. False when it
 * could not be fetched (the tab is closed again).
 */
export const openFetchedFileInNewTab = async (load: () => Promise<Blob | null>): Promise<boolean> => {
  const tab = globalThis.open('about:blank', '_blank');
  const blob = await load().catch(() => null);
  if (!blob) {
    tab?.close();
    return false;
  }
  const objectUrl = URL.createObjectURL(blob);
  if (tab) {
    tab.opener = null;
    tab.location.href = objectUrl;
  } else {
    globalThis.location.assign(objectUrl);
  }
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return true;
};

/**
 * A version of a document the API serves only with the token (a position paper): a PDF opens in
 * a new tab, anything else (a .docx) is downloaded, since browsers cannot show it. False when it
 * could not be fetched.
 */
export const openOrSaveFetchedFile = async (load: () => Promise<Blob | null>, file: { type: string; name: string }): Promise<boolean> => {
  if (file.type === 'pdf') return openFetchedFileInNewTab(load);
  const blob = await load().catch(() => null);
  if (blob) saveFile(blob, file.name, blob.type);
  return blob !== null;
};

/** For links shown before the click: where the file lives (the click itself fetches it with the token). */
export const uploadHref = (url: string) => (url.startsWith('/') ? `${env.API_URL}${url}` : url);
