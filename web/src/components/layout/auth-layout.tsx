import type { ReactNode } from 'react';
import { LogoMark, SLOGAN } from '../ui/logo';
import { t } from '../../i18n/intl';
import { LanguageSwitch } from './language-switch';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** Spec §2.4: log-in and sign-up share a two-panel layout, a brand panel and a form. */
export const AuthLayout = ({ title, subtitle, children }: AuthLayoutProps) => (
  <div className="auth-layout">
    <aside className="auth-layout__brand" aria-label={t('Brand')}>
      <div className="auth-layout__brand-inner">
        <div className="auth-layout__logo">
          <LogoMark size={56} />
          <span className="auth-layout__logo-text">{t('Model UN')}</span>
        </div>
        <p className="auth-layout__slogan">{t(SLOGAN)}</p>
        <p className="auth-layout__blurb">
          {t(
            'Model-UN conferences for schools across the United Arab Emirates: register as a delegate, chair a committee or run your own event.',
          )}
        </p>
      </div>
    </aside>
    <main className="auth-layout__form-panel">
      <div className="auth-layout__language">
        <LanguageSwitch />
      </div>
      <div className="auth-layout__form">
        <h1 className="auth-layout__title">{title}</h1>
        <p className="auth-layout__subtitle">{subtitle}</p>
        {children}
      </div>
    </main>
  </div>
);
