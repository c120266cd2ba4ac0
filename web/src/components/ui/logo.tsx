import { msg, t } from '../../i18n/intl';

/** The brand's slogan (show it with t(SLOGAN)). */
export const SLOGAN = msg('Quest for Leadership, Quest for Change');

/** The emblem: a ringed globe with a questing arrow. */
export const LogoMark = ({ size = 40 }: { size?: number }) => (
  <svg className="logo-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <circle cx="32" cy="32" r="30" fill="var(--navy-800)" />
    <circle cx="32" cy="32" r="18" fill="none" stroke="var(--teal-400)" strokeWidth="4" />
    <ellipse cx="32" cy="32" rx="8" ry="18" fill="none" stroke="var(--teal-400)" strokeWidth="2.5" />
    <path d="M14 32h36" stroke="var(--teal-400)" strokeWidth="2.5" />
    <path d="M42 42l9 9" stroke="var(--gold-400)" strokeWidth="5" strokeLinecap="round" />
  </svg>
);

export const Logo = ({ inverted = false }: { inverted?: boolean }) => (
  <span className={inverted ? 'logo logo--inverted' : 'logo'}>
    <LogoMark />
    <span className="logo__text">
      <span className="logo__name">{t('Model UN')}</span>
      <span className="logo__slogan">{t(SLOGAN)}</span>
    </span>
  </span>
);
