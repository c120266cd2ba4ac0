import { useMemo, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { uaeDateOf } from '@domain/events/event-dates';
import { eventMessages, normaliseWebsite, totalRevenueOf } from '@domain/events/event-rules';
import { ApiError } from '../../../lib/api-client';
import type { WorkspaceEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import {
  draftErrorsOf,
  draftFields,
  hasUnsavedEdits,
  prepareUpdate,
  savedValuesOf,
  valuesOf,
  type DraftField,
  type Edits,
  type FieldErrors,
} from '../utils/event-draft';
import { updatedMessage, updateFailedMessage } from '../utils/update-messages';
import { DetailRow } from './detail-row';
import { EventImageUpload } from './event-image-upload';
import { editorFields, editorLabels, editorOrder, FieldEditor, type EditorId } from './field-editor';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { formatAed, formatDay } from '../../../i18n/format';
import { msg, t, tm } from '../../../i18n/intl';

/** The long values take the whole width of the form. */
const wideEditors: readonly EditorId[] = ['name', 'description', 'dates'];

const NotSet = () => <span className="detail-row__empty">{t('Not set')}</span>;
const notSet = <NotSet />;

const without = <Value,>(record: Partial<Record<DraftField, Value>>, fields: readonly DraftField[]) =>
  Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field as DraftField))) as Partial<
    Record<DraftField, Value>
  >;

/** The editor that shows a field's message, so a refused Save opens the field to fix. */
const editorOf = (errors: FieldErrors): EditorId | null => {
  const field = draftFields.find((candidate) => errors[candidate]);
  return field ? (editorOrder.find((editor) => editorFields[editor].includes(field)) ?? null) : null;
};

const firstMessage = (errors: FieldErrors) => draftFields.map((field) => errors[field]).find(Boolean);

/** A field's message: the shared rules' English (tm() reads it in the chosen language) or the server's own words. */
const errorOf = (message: string | undefined) => (message ? tm(message) : undefined);

/** The read-only rows under the editable ones. */
const SCHOOL = msg('School');
const LOCALITY = msg('Locality');
const TOTAL_REVENUE = msg('Total Revenue');

/**
 * Spec §2 and §4, Event details editor: one field in edit mode at a time (its pencil opens it,
 * its cross puts the saved value back); Save sends only what changed and leaves edit mode.
 */
export const EventDetails = ({ event }: { event: WorkspaceEvent }) => {
  const saved = useMemo(() => savedValuesOf(event), [event]);
  const [edits, setEdits] = useState<Edits>({});
  const [editing, setEditing] = useState<EditorId | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const updateEvent = useUpdateEvent();
  const busy = updateEvent.isPending;
  const values = valuesOf(saved, edits);
  const dirty = hasUnsavedEdits(saved, edits);

  const change = (patch: Edits) => {
    setEdits((current) => ({ ...current, ...patch }));
    setErrors((current) => without(current, Object.keys(patch) as DraftField[]));
  };

  const cancel = (editor: EditorId) => {
    setEdits((current) => without(current, editorFields[editor]));
    setErrors((current) => without(current, editorFields[editor]));
    setEditing(null);
  };

  const discard = () => {
    setEdits({});
    setErrors({});
    setEditing(null);
  };

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    setEditing(editorOf(found));
  };

  const save = async (submitEvent: FormEvent<HTMLFormElement>) => {
    submitEvent.preventDefault();
    if (busy || !dirty) return;
    const prepared = prepareUpdate(saved, edits, uaeDateOf(new Date()));
    if (prepared.kind === 'invalid') {
      refuse(prepared.errors);
      // The shared rules' messages (domain/events/event-rules.ts), read in the chosen language.
      toast.error(tm(firstMessage(prepared.errors) ?? ''));
      return;
    }
    if (prepared.kind === 'unchanged') {
      discard();
      toast.info(tm(eventMessages.nothingChanged));
      return;
    }
    try {
      const updated = await updateEvent.mutateAsync({ eventId: event.id, changes: prepared.changes });
      if (!updated) return;
      discard();
      toast.success(updatedMessage(updated.message, updated.registeredUsersNotified));
    } catch (error) {
      toast.error(updateFailedMessage(error));
      if (error instanceof ApiError) refuse(draftErrorsOf(error.fieldErrors));
    }
  };

  const display = (editor: EditorId) => {
    switch (editor) {
      case 'name':
      case 'instagram':
        return values[editor] ? <bdi>{values[editor]}</bdi> : notSet;
      case 'description':
        return values.description ? (
          <span className="detail-row__text" dir="auto">
            {values.description}
          </span>
        ) : (
          notSet
        );
      case 'dates':
        return t('{start} - {end}', { start: formatDay(values.start_date), end: formatDay(values.end_date) });
      case 'number_of_seats':
        return values.number_of_seats || notSet;
      case 'fees_per_delegate':
        return values.fees_per_delegate ? formatAed(Number(values.fees_per_delegate)) : notSet;
      case 'website': {
        const href = normaliseWebsite(values.website);
        if (!href) return values.website ? <bdi>{values.website}</bdi> : notSet;
        return (
          <a href={href} target="_blank" rel="noopener noreferrer" dir="ltr">
            {values.website}
          </a>
        );
      }
      default: {
        const unknownEditor: never = editor;
        throw new Error(`Unknown field ${String(unknownEditor)}`);
      }
    }
  };

  const revenue = totalRevenueOf(values.number_of_seats, values.fees_per_delegate);

  return (
    <div className="event-details card">
      <EventImageUpload event={event} />
      <form className="event-details__form" noValidate aria-label={t('Event details')} onSubmit={(submitEvent) => void save(submitEvent)}>
        <div className="event-details__fields">
          {editorOrder.map((editor) => (
            <DetailRow
              key={editor}
              label={t(editorLabels[editor])}
              wide={wideEditors.includes(editor)}
              display={display(editor)}
              error={errorOf(editorFields[editor].map((field) => errors[field]).find(Boolean))}
              edit={{
                editing: editing === editor,
                unsaved: editorFields[editor].some((field) => edits[field] !== undefined && edits[field] !== saved[field]),
                disabled: busy,
                onEdit: () => setEditing(editor),
                onCancel: () => cancel(editor),
                editor: (control) => <FieldEditor editor={editor} values={values} onChange={change} disabled={busy} control={control} />,
              }}
            />
          ))}
          <DetailRow label={t(SCHOOL)} display={event.school?.name ? <bdi>{event.school.name}</bdi> : notSet} />
          <DetailRow label={t(LOCALITY)} display={event.locality?.name ? <bdi>{event.locality.name}</bdi> : notSet} />
          <DetailRow label={t(TOTAL_REVENUE)} display={revenue === null ? notSet : formatAed(revenue)} />
        </div>
        <div className="event-details__actions">
          {dirty && <span className="event-details__unsaved">{t('You have unsaved changes')}</span>}
          <button type="submit" className="button button--primary" disabled={busy || !dirty}>
            {busy ? t('Saving...') : t('Save')}
          </button>
        </div>
      </form>
      <UnsavedChangesGuard dirty={dirty} onDiscard={discard} />
    </div>
  );
};
