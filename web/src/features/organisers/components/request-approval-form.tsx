import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { organiserMessages } from '@domain/organisers/organiser-rules';
import { FormField } from '../../../components/ui/form-field';
import { paths } from '../../../config/paths';
import { ApiError, errorMessageOf } from '../../../lib/api-client';
import { REQUEST_FAILED, useRequestApproval } from '../api/request-approval';
import type { RequesterProfile } from '../api/get-requester-profile';
import { checkRequest, requestErrorText, requesterSchoolOf, type EvidenceItem, type RequestErrors } from '../utils/approval-request';
import { EvidenceUpload } from './evidence-upload';
import { t, tm } from '../../../i18n/intl';

interface RequestApprovalFormProps {
  userId: string;
  profile: RequesterProfile;
}

const wizardOf = (role: string | null | undefined) =>
  role === 'teacher' ? paths.teacherProfile.getHref() : role === 'student' ? paths.studentProfile.getHref() : paths.profilePage.getHref();

/**
 * Spec §2.5: the organiser approval request. School and locality come from the profile and
 * are read-only; the role and at least one evidence document are required. Sending it goes to
 * /request-under-verification.
 */
export const RequestApprovalForm = ({ userId, profile }: RequestApprovalFormProps) => {
  const navigate = useNavigate();
  const school = requesterSchoolOf(profile);
  const [role, setRole] = useState('');
  const [evidence, setEvidence] = useState<readonly EvidenceItem[]>([]);
  const [errors, setErrors] = useState<RequestErrors>({});
  const requestApproval = useRequestApproval();
  const hasSchool = school.schoolId !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkRequest({ role, evidence });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    try {
      const sent = await requestApproval.mutateAsync({
        userId,
        school_id: school.schoolId,
        locality_id: school.localityId,
        role: checked.role,
        evidenceDocs: checked.evidenceDocs,
      });
      if (sent) navigate(paths.requestUnderVerification.getHref());
    } catch (failure) {
      toast.error(errorMessageOf(failure, t(REQUEST_FAILED)));
      if (failure instanceof ApiError) {
        const { role: roleError, evidenceDocs } = failure.fieldErrors;
        setErrors({ ...(roleError ? { role: roleError } : {}), ...(evidenceDocs ? { evidence: evidenceDocs } : {}) });
      }
    }
  };

  return (
    <form className="card request-form" noValidate aria-label={t('Request for Approval')} onSubmit={(event) => void submit(event)}>
      <p className="request-form__intro">
        {t(
          'Organisers create and run model-UN events for their school. Tell us your role and upload documents that show it; a super user will review your request.',
        )}
      </p>

      {!hasSchool && (
        <div className="inline-alert" role="alert">
          <span>{tm(organiserMessages.school)}</span>
          <Link className="button button--secondary button--small" to={wizardOf(profile.role)}>
            {t('Complete your profile')}
          </Link>
        </div>
      )}

      <div className="request-form__row">
        <FormField label={t('School')} hint={t('From your profile')}>
          {(control) => (
            <input
              {...control}
              className="input input--readonly"
              dir="auto"
              value={school.school}
              readOnly
              placeholder={t('No school yet')}
            />
          )}
        </FormField>
        <FormField label={t('Locality')} hint={t('From your profile')}>
          {(control) => (
            <input
              {...control}
              className="input input--readonly"
              dir="auto"
              value={school.locality}
              readOnly
              placeholder={t('No locality yet')}
            />
          )}
        </FormField>
      </div>

      <FormField label={t('Role in event or in school')} error={errors.role && requestErrorText(errors.role)}>
        {(control) => (
          <input
            {...control}
            className="input"
            dir="auto"
            value={role}
            maxLength={200}
            required
            aria-required="true"
            placeholder={t('e.g. MUN club advisor, Head of Debate Society')}
            onChange={(event) => {
              setRole(event.target.value);
              if (errors.role) setErrors((current) => ({ ...current, role: undefined }));
            }}
          />
        )}
      </FormField>

      <EvidenceUpload
        items={evidence}
        error={errors.evidence}
        disabled={requestApproval.isPending}
        onChange={(update) => {
          setEvidence(update);
          if (errors.evidence) setErrors((current) => ({ ...current, evidence: undefined }));
        }}
      />

      <div className="request-form__actions">
        <button type="submit" className="button button--primary" disabled={requestApproval.isPending || !hasSchool}>
          {requestApproval.isPending ? t('Submitting…') : t('Submit')}
        </button>
      </div>
    </form>
  );
};
