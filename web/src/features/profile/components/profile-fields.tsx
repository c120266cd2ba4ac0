import { useState } from 'react';
import { toast } from 'sonner';
import { profileMessages } from '@domain/users/profile-rules';
import { msg, t, tm } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';
import type { UserProfile } from '../api/get-user-profile';
import { useUpdateProfile } from '../api/update-profile';
import { toIsoDate } from '../utils/dates';
import { failureMessage, profileUpdatedMessage } from '../utils/messages';
import {
  displayValueOf,
  editableFieldsOf,
  fieldLabels,
  formFieldsOf,
  mergeFieldEdit,
  profileToForm,
  validateFieldEdit,
  type EditableField as Field,
} from '../utils/profile-edit';
import {
  formErrorsFromServer,
  liveErrorOf,
  type FormErrors,
  type FormField,
  type ProfileFormValues,
  type ProfileRole,
} from '../utils/profile-form';
import { DateOfBirthField } from './date-of-birth-field';
import { EditableField } from './editable-field';
import { FullNameInput, GenderSelect, GradeSelect, PhoneInputs, TeacherRoleSelect, YearsOfExperienceInput } from './profile-inputs';
import { SchoolFields } from './school-fields';

type Editing = { field: Field; draft: ProfileFormValues; errors: FormErrors };

const liveChecked: readonly FormField[] = ['phone', 'yearsOfExperience'];

/** Server messages about fields this editor does not show (the username, when the name changed) land on its first input. */
const errorsForEditor = (field: Field, errors: FormErrors): FormErrors => {
  const owned = formFieldsOf[field];
  const placed: FormErrors = {};
  for (const [key, message] of Object.entries(errors) as [FormField, string][]) {
    const target = owned.includes(key) ? key : owned[0]!;
    placed[target] ??= message;
  }
  return placed;
};

interface ProfileFieldsProps {
  role: ProfileRole;
  userId: string;
  profile: UserProfile;
}

/** Spec §2.5: each profile field edited on its own; Save sends the whole profile with that change. */
export const ProfileFields = ({ role, userId, profile }: ProfileFieldsProps) => {
  const saved = profileToForm(profile);
  const [editing, setEditing] = useState<Editing | null>(null);
  const updateProfile = useUpdateProfile();
  const today = toIsoDate(new Date());
  const busy = updateProfile.isPending;

  const change = (patch: Partial<ProfileFormValues>) =>
    setEditing((current) => {
      if (!current) return current;
      const draft = { ...current.draft, ...patch };
      const errors = { ...current.errors };
      for (const key of Object.keys(patch) as FormField[]) {
        delete errors[key];
        const live = liveChecked.includes(key) ? liveErrorOf(role, draft, key, today) : undefined;
        if (live) errors[key] = live;
      }
      return { ...current, draft, errors };
    });

  const save = async () => {
    if (!editing) return;
    const { field, draft } = editing;
    const merged = mergeFieldEdit(saved, draft, field);
    const validation = validateFieldEdit(role, merged, field, today);
    if (validation.message) {
      setEditing({ ...editing, errors: validation.fieldErrors });
      return;
    }
    const session = getSession();
    if (!session.token) return void toast.error(tm(profileMessages.tokenMissing));
    if (!session.userId) return void toast.error(tm(profileMessages.userIdMissing));
    try {
      const result = await updateProfile.mutateAsync({ role, userId, values: merged });
      if (!result) return;
      toast.success(t(profileUpdatedMessage));
      setEditing(null);
    } catch (error) {
      toast.error(failureMessage(msg('Failed to update profile: {reason}'), error));
      if (error instanceof ApiError) {
        const errors = errorsForEditor(field, formErrorsFromServer(error.fieldErrors));
        setEditing((current) => (current ? { ...current, errors } : current));
      }
    }
  };

  const editorOf = (field: Field, draft: ProfileFormValues, errors: FormErrors) => {
    switch (field) {
      case 'fullname':
        return (
          <FullNameInput value={draft.fullname} onChange={(fullname) => change({ fullname })} error={errors.fullname} disabled={busy} />
        );
      case 'birthday':
        return (
          <DateOfBirthField
            value={draft.birthday}
            onChange={(birthday) => change({ birthday })}
            today={today}
            error={errors.birthday}
            disabled={busy}
          />
        );
      case 'gender':
        return <GenderSelect value={draft.gender} onChange={(gender) => change({ gender })} error={errors.gender} disabled={busy} />;
      case 'school':
        return <SchoolFields values={draft} onChange={change} errors={errors} disabled={busy} />;
      case 'grade':
        return <GradeSelect value={draft.grade} onChange={(grade) => change({ grade })} error={errors.grade} disabled={busy} />;
      case 'yearsOfExperience':
        return (
          <YearsOfExperienceInput
            value={draft.yearsOfExperience}
            onChange={(yearsOfExperience) => change({ yearsOfExperience })}
            error={errors.yearsOfExperience}
            disabled={busy}
          />
        );
      case 'teacherRole':
        return (
          <TeacherRoleSelect
            value={draft.teacherRole}
            onChange={(teacherRole) => change({ teacherRole })}
            error={errors.teacherRole}
            disabled={busy}
          />
        );
      case 'phone':
        return (
          <PhoneInputs
            countryCode={draft.countryCode}
            phone={draft.phone}
            onCountryCodeChange={(countryCode) => change({ countryCode })}
            onPhoneChange={(phone) => change({ phone })}
            errors={{ countryCode: errors.countryCode, phone: errors.phone }}
            disabled={busy}
          />
        );
      default: {
        const unknownField: never = field;
        throw new Error(`Unknown field ${String(unknownField)}`);
      }
    }
  };

  return (
    <dl className="profile-fields">
      {editableFieldsOf(role).map((field) => {
        const isEditing = editing?.field === field;
        return (
          <EditableField
            key={field}
            label={t(fieldLabels[field])}
            valueDir={field === 'phone' ? 'ltr' : undefined}
            value={displayValueOf(field, profile)}
            editing={isEditing}
            busy={busy}
            // One field at a time: opening another drops the other's unsaved draft.
            onEdit={() => setEditing({ field, draft: saved, errors: {} })}
            // Cancel restores the saved value: the draft is simply dropped.
            onCancel={() => setEditing(null)}
            onSave={() => void save()}
          >
            {isEditing && editing ? editorOf(field, editing.draft, editing.errors) : null}
          </EditableField>
        );
      })}
    </dl>
  );
};
