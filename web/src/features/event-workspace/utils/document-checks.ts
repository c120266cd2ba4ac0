import { documentMessages } from '../api/event-documents';

/** §5: what stops 'Upload Document' for a committee before the form opens, or null. */
export const committeeUploadProblem = (eventId: string, committee: { id: string } | null): string | null => {
  if (!eventId) return documentMessages.eventMissing;
  if (!committee) return documentMessages.committeeMissing;
  return null;
};

/** §5: what stops Save Document: the title (its message differs per list), then the file. */
export const uploadFormProblem = (
  title: string,
  file: File | null,
  titleRequired: string,
): { field: 'title' | 'file'; message: string } | null => {
  if (!title.trim()) return { field: 'title', message: titleRequired };
  if (!file) return { field: 'file', message: documentMessages.fileRequired };
  return null;
};

/** §5: an edited title cannot be empty. */
export const renameProblem = (title: string): string | null => (title.trim() ? null : documentMessages.titleEmpty);
