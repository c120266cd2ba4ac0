import { useId, type ReactNode } from 'react';
import { LogoMark } from '../../../components/ui/logo';
import { t } from '../../../i18n/intl';

export type AuthCardIcon = 'mail' | 'loading' | 'success' | 'error' | 'search';

const iconPaths: Record<Exclude<AuthCardIcon, 'loading'>, ReactNode> = {
  mail: (
    <>
      <rect x="5" y="9" width="30" height="22" rx="3" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="m6 11 14 11 14-11" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinejoin="round" />
    </>
  ),
  success: (
    <>
      <circle cx="20" cy="20" r="15" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="m13 20.5 5 5 9-10" fill="none" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  error: (
    <>
      <circle cx="20" cy="20" r="15" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="m14.5 14.5 11 11m0-11-11 11" fill="none" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
    </>
  ),
  search: (
    <>
      <circle cx="18" cy="18" r="10" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="m25.5 25.5 8 8" fill="none" stroke="currentColor" strokeWidth="2.8" strokeLinecap="round" />
    </>
  ),
};

const CardIcon = ({ icon }: { icon: AuthCardIcon }) => (
  <span className={`auth-card__icon auth-card__icon--${icon}`} aria-hidden="true">
    {icon === 'loading' ? (
      <span className="auth-card__spinner" />
    ) : (
      <svg viewBox="0 0 40 40" width="40" height="40" focusable="false">
        {iconPaths[icon]}
      </svg>
    )}
  </span>
);

interface AuthCardProps {
  title: string;
  icon: AuthCardIcon;
  children: ReactNode;
}

/**
 * The look of the log-in and sign-up panels for the public account pages that sit inside the
 * public frame (email verification and confirmation): a brand strip beside the content.
 */
export const AuthCard = ({ title, icon, children }: AuthCardProps) => {
  const titleId = useId();
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      <div className="auth-card__brand" aria-hidden="true">
        <LogoMark size={48} />
        <p className="auth-card__slogan">{t('Quest for Leadership, Quest for Change')}</p>
      </div>
      <div className="auth-card__body">
        <CardIcon icon={icon} />
        <h1 className="auth-card__title" id={titleId}>
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
};
