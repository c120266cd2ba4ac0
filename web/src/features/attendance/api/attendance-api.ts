import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { conferenceEndpoints } from '@contract/conference';
import { env } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';
import { call, callAnswer, fileUrlOf, keyOf, refreshEndpoints } from '../../../lib/call';
import { saveFile } from '../../../lib/save-file';
import { getSession } from '../../../lib/session';
import { getLanguageChoice } from '../../../i18n/language';

/** GET /api/v1/conference/{eventId}/attendance: every committee's counts per session. */
export const useAttendance = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(conferenceEndpoints.attendance, { params: { eventId } }),
      queryFn: ({ signal }) => call(conferenceEndpoints.attendance, { params: { eventId } }, { signal }),
    }),
  );

/** GET /api/v1/conference/{eventId}/sessions: the programme. */
export const useSessions = (eventId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyOf(conferenceEndpoints.sessions, { params: { eventId } }),
      queryFn: ({ signal }) => call(conferenceEndpoints.sessions, { params: { eventId } }, { signal }),
    }),
  );

export interface SessionInput {
  name: string;
  day: string;
  start: string;
}

/** The organiser's edits of the programme: add, change, remove; each refreshes the sessions and the chart. */
export const useSessionWrites = (eventId: string) => {
  const client = useQueryClient();
  const onSettled = () => refreshEndpoints(client, [conferenceEndpoints.sessions, conferenceEndpoints.attendance]);
  return {
    add: useMutation({
      mutationFn: (body: SessionInput) => callAnswer(conferenceEndpoints.addSession, { params: { eventId }, body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ sessionId, ...body }: SessionInput & { sessionId: string }) =>
        callAnswer(conferenceEndpoints.updateSession, { params: { eventId, sessionId }, body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (sessionId: string) => callAnswer(conferenceEndpoints.removeSession, { params: { eventId, sessionId } }),
      onSettled,
    }),
  };
};

const exports = { csv: conferenceEndpoints.attendanceCsv, xlsx: conferenceEndpoints.attendanceXlsx } as const;

/**
 * GET /api/v1/conference/{eventId}/attendance.csv or .xlsx, saved as a file. The API wants the
 * bearer token, so this is a fetch and a Blob; an expired token is renewed by one ordinary call,
 * then the download is tried once more. Resolves false when the session ended.
 */
export const downloadAttendance = async (eventId: string, format: keyof typeof exports): Promise<boolean> => {
  const path = fileUrlOf(exports[format], { params: { eventId } });
  const fetchFile = () => {
    const token = getSession().token;
    return fetch(`${env.API_URL}${path}`, {
      headers: { 'Accept-Language': getLanguageChoice().language, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  };
  let response = await fetchFile().catch(() => {
    throw new ApiError(0, null, 'NETWORK_ERROR', {});
  });
  if (response.status === 401) {
    if ((await call(conferenceEndpoints.sessions, { params: { eventId } })) === undefined) return false;
    response = await fetchFile();
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message =
      typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
    throw new ApiError(response.status, message, null, {});
  }
  const name = /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `attendance.${format}`;
  const blob = await response.blob();
  saveFile(blob, name, blob.type);
  return true;
};
