import { useId, useState, type FormEvent } from 'react';
import { t } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { getUserByEmail } from '../api/get-user-by-email';
import { AuthCard } from '../components/auth-card';

/** The answer as it came: the data on success, the failure's message, code and field errors otherwise. */
const rawResultOf = async (email: string): Promise<unknown> => {
  try {
    return { success: true, data: { user: await getUserByEmail(email) } };
  } catch (error) {
    if (error instanceof ApiError) {
      return { success: false, status: error.status, message: error.message, code: error.code, fieldErrors: error.fieldErrors };
    }
    return { success: false, message: error instanceof Error ? error.message : String(error) };
  }
};

/** Spec §2.4: a test page showing the raw JSON result of the email lookup. */
export const TestEmailConfirmationRoute = () => {
  useDocumentTitle(t('Test Email Confirmation'));
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<unknown>(undefined);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim()) return;
    setPending(true);
    setResult(await rawResultOf(email.trim()));
    setPending(false);
  };

  return (
    <AuthCard title={t('Test Email Confirmation')} icon="search">
      <form className="form" noValidate onSubmit={(event) => void submit(event)} aria-label={t('Email lookup')}>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            {t('Email')}
          </label>
          <input
            id={inputId}
            className="input"
            type="email"
            name="email"
            autoComplete="email"
            // i18n-ignore: an example address, typed the same in any language
            placeholder="you@gmail.com"
            dir="ltr"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary button--block" disabled={pending || !email.trim()}>
          {pending ? t('Looking up…') : t('Look Up User')}
        </button>
      </form>
      <div role="status" aria-label={t('Lookup result')}>
        {result !== undefined && (
          <pre className="auth-card__json" dir="ltr">
            {JSON.stringify(result, null, 2)}
          </pre>
        )}
      </div>
    </AuthCard>
  );
};
