import type { RegistrantProfile } from '../api/get-user-profile';
import { genderLabel, personalRows } from '../utils/display';
import { genders, type RegistrantRole } from '../utils/registration-form';
import { ChoiceButtons } from './choice-buttons';
import { ReadOnlyField } from './read-only-field';
import { RegistrantPhoto } from './registrant-photo';
import { t } from '../../../i18n/intl';

const genderOptions = () => genders.map((gender) => ({ value: gender, label: genderLabel(gender) }));

interface PersonalInfoStepProps {
  role: RegistrantRole;
  profile: RegistrantProfile;
  gender: string;
  onGenderChange: (gender: string) => void;
  disabled: boolean;
}

/** Spec §2 and §6: the profile as it is, read-only; only the gender buttons can be pressed. */
export const PersonalInfoStep = ({ role, profile, gender, onGenderChange, disabled }: PersonalInfoStepProps) => {
  const rows = personalRows(role, profile);
  const chosen = genders.find((value) => value === gender) ?? null;
  return (
    <div className="registration-grid">
      <RegistrantPhoto avatar={profile.avatar} role={profile.role} name={profile.fullname ?? ''} />
      <ReadOnlyField label={t('Username')} note={t('System generated')} value={profile.username ?? ''} />
      {rows.before.map((row) => (
        <ReadOnlyField key={row.label} label={row.label} value={row.value} />
      ))}
      <ChoiceButtons label={t('Gender')} options={genderOptions()} value={chosen} onChange={onGenderChange} disabled={disabled} />
      {rows.after.map((row) => (
        <ReadOnlyField key={row.label} label={row.label} value={row.value} />
      ))}
    </div>
  );
};
