import type { RecordedEvent } from '../../../commands/event-store/port';
import { paperEventTypes, parsePaperEvent, type PaperEvent } from '@domain/papers/papers';
import { lenient } from '../../runtime/lenient-parse';
import type { StatusChangeEntry, StatusChangeSource } from '../source';

const parsed = lenient((type, data): PaperEvent | null => parsePaperEvent(type, data));

const rubricText = (criteria: ReadonlyArray<{ name: string; max: number }>) =>
  criteria.map((criterion) => `${criterion.name} 1–${criterion.max}`).join(', ');
const scoresText = (scores: ReadonlyArray<{ criterion: string; score: number }>) =>
  scores.length === 0 ? 'no scores' : scores.map((score) => `${score.criterion} ${score.score}`).join(', ');

/** From what to what, and about whom (by ids: names are personal data and must go with an erased account). */
const entryOf = (event: PaperEvent): Omit<StatusChangeEntry, 'entityType' | 'entityId' | 'by' | 'at'> => {
  switch (event.type) {
    case 'PaperDeadlineSet': {
      const { eventCommitteeId, deadline, previous } = event.data;
      return {
        from: previous ?? 'no deadline',
        to: deadline ?? 'no deadline',
        detail: eventCommitteeId === null ? 'deadline of the event' : `deadline of committee ${eventCommitteeId}`,
      };
    }
    case 'PaperRubricSet':
      return { from: 'rubric', to: 'rubric changed', detail: `${rubricText(event.data.previous)} → ${rubricText(event.data.criteria)}` };
    case 'PaperSubmitted': {
      const { version, late, registrationId, eventCommitteeId, deadline } = event.data;
      return {
        from: version === 1 ? null : `version ${version - 1}`,
        to: late ? `version ${version}, late` : `version ${version}`,
        detail: `registration ${registrationId}, committee ${eventCommitteeId}${late ? `, deadline ${deadline}` : ''}`,
      };
    }
    case 'PaperReviewed': {
      const { status, previous, registrationId, eventCommitteeId, version, scores } = event.data;
      return {
        from: previous?.status ?? 'submitted',
        to: status,
        detail: `registration ${registrationId}, committee ${eventCommitteeId}, version ${version}: ${scoresText(scores)}`,
      };
    }
    case 'PaperScoresReleased':
      return {
        from: event.data.released ? 'scores hidden' : 'scores released',
        to: event.data.released ? 'scores released' : 'scores hidden',
        detail: null,
      };
  }
};

const entriesOf = (recorded: RecordedEvent): StatusChangeEntry[] => {
  const event = parsed(recorded);
  if (!event) return [];
  const { eventId, by, at } = event.data;
  return [{ entityType: 'position-paper', entityId: eventId, by, at, ...entryOf(event) }];
};

/** An event's position papers: deadlines and rubric set, each version submitted, each review and its corrections, scores released or hidden. */
export const papersStatusSource: StatusChangeSource = { eventTypes: paperEventTypes, entriesOf };
