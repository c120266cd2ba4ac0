import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { registrationMessages } from '@domain/registrations/registration-rules';
import { waitingListMessages } from '@domain/registrations/waiting-list';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/react-query';
import { useCommitteeChoices } from '../api/get-committee-choices';
import type { RegistrantProfile } from '../api/get-user-profile';
import { getWaitingPlaceQueryOptions } from '../api/get-waiting-place';
import { useJoinWaitingList } from '../api/join-waiting-list';
import { useRegisterStudent } from '../api/register-student';
import { useRegisterTeacher } from '../api/register-teacher';
import { registrationSuccessHref } from '../utils/display';
import {
  emptyRegistrationForm,
  firstStepWithError,
  formErrorsFromServer,
  stepAfter,
  stepTitles,
  studentRegistrationPayload,
  submitLabel,
  teacherRegistrationPayload,
  type FormErrors,
  type RegistrantRole,
  type RegistrationFormValues,
  type ReviewStep,
} from '../utils/registration-form';
import { EmergencyInfoStep } from './emergency-info-step';
import { FoodInfoStep } from './food-info-step';
import { MunInfoStep } from './mun-info-step';
import { PersonalInfoStep } from './personal-info-step';
import { REVIEW_PANEL_ID, ReviewStepTabs, reviewStepTabId } from './review-step-tabs';
import { t, tm } from '../../../i18n/intl';

interface RegistrationFormProps {
  role: RegistrantRole;
  eventId: string;
  userId: string;
  /** Undefined until it has loaded; the Personal Info step then shows `profileStatus`. */
  profile: RegistrantProfile | undefined;
  profileStatus: ReactNode;
  /** No seat left: the last step joins the waiting list instead of registering. */
  full?: boolean;
}

/**
 * Spec §2, §4 and §5: the steps of Review Info. Nothing is checked before submit; the last step
 * (food for teachers, emergency for students) registers and goes to the success page.
 */
export const RegistrationForm = ({ role, eventId, userId, profile, profileStatus, full = false }: RegistrationFormProps) => {
  const navigate = useNavigate();
  const registerStudent = useRegisterStudent();
  const registerTeacher = useRegisterTeacher();
  const joinWaitingList = useJoinWaitingList();
  const committeeChoices = useCommitteeChoices(eventId, role === 'student');
  const [values, setValues] = useState<RegistrationFormValues>(emptyRegistrationForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [step, setStep] = useState<ReviewStep>('personal');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // Set at once, unlike isPending, so that a quick second Enter or click sends nothing twice.
  const submitting = useRef(false);
  const pending = registerStudent.isPending || registerTeacher.isPending || joinWaitingList.isPending;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: ReviewStep) => {
    moved.current = true;
    setStep(next);
  };

  const update = (patch: Partial<RegistrationFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const fields = Object.keys(patch);
      const touchesCommittees = fields.includes('committees');
      return Object.fromEntries(
        Object.entries(current).filter(([field]) => !fields.includes(field) && !(touchesCommittees && field.startsWith('committee'))),
      ) as FormErrors;
    });
  };

  const join = async () => {
    const body = role === 'student' ? studentRegistrationPayload(eventId, values) : teacherRegistrationPayload(eventId, values);
    const place = await joinWaitingList.mutateAsync({ eventId, body });
    if (!place) return;
    if (place.status === 'registered') {
      toast.success(tm(registrationMessages.registered));
      navigate(registrationSuccessHref(role, eventId));
      return;
    }
    toast.success(tm(waitingListMessages.joined));
    await queryClient.invalidateQueries({ queryKey: getWaitingPlaceQueryOptions(eventId).queryKey });
  };

  const register = async () => {
    if (submitting.current) return;
    submitting.current = true;
    try {
      if (full) {
        await join();
        return;
      }
      const registration =
        role === 'student'
          ? await registerStudent.mutateAsync({ userId, body: studentRegistrationPayload(eventId, values) })
          : await registerTeacher.mutateAsync({ userId, body: teacherRegistrationPayload(eventId, values) });
      // Undefined: the session ended and the app is on its way to /login.
      if (!registration) return;
      toast.success(tm(registrationMessages.registered));
      navigate(registrationSuccessHref(role, eventId));
    } catch (error) {
      submitting.current = false;
      toast.error(tm(registrationMessages.failed(error instanceof Error ? error.message : String(error))));
      if (!(error instanceof ApiError)) return;
      const fieldErrors = formErrorsFromServer(error.fieldErrors);
      setErrors(fieldErrors);
      const target = firstStepWithError(role, fieldErrors);
      if (target && target !== step) goTo(target);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = stepAfter(role, step);
    if (next) goTo(next);
    else void register();
  };

  const stepProps = { values, errors, update, disabled: pending };

  return (
    <form className="card step-form" noValidate onSubmit={onSubmit} aria-busy={pending}>
      <ReviewStepTabs role={role} current={step} onSelect={goTo} />
      <div className="step-form__panel" id={REVIEW_PANEL_ID} role="tabpanel" aria-labelledby={reviewStepTabId(step)}>
        <h2 className="step-form__title" ref={headingRef} tabIndex={-1}>
          {t(stepTitles[step])}
        </h2>
        {step === 'personal' &&
          (profile ? (
            <PersonalInfoStep
              role={role}
              profile={profile}
              gender={values.gender ?? profile.gender ?? ''}
              onGenderChange={(gender) => update({ gender })}
              disabled={pending}
            />
          ) : (
            profileStatus
          ))}
        {step === 'mun' && <MunInfoStep {...stepProps} committeeChoices={committeeChoices.data} />}
        {step === 'food' && <FoodInfoStep {...stepProps} />}
        {step === 'emergency' && <EmergencyInfoStep {...stepProps} />}
      </div>
      <div className="step-form__actions">
        <button type="submit" className="button button--primary" disabled={pending}>
          {full && stepAfter(role, step) === null
            ? pending
              ? t('Joining...')
              : tm(waitingListMessages.join)
            : submitLabel(role, step, pending)}
        </button>
      </div>
    </form>
  );
};
