import type { ReactNode } from 'react';
import { t } from '../../i18n/intl';
import { useDocumentTitle } from '../../lib/use-document-title';

interface PlaceholderPageProps {
  title: string;
  children?: ReactNode;
}

/** A titled page for a screen that a later piece of work builds. */
export const PlaceholderPage = ({ title, children }: PlaceholderPageProps) => {
  useDocumentTitle(title);
  return (
    <section className="page placeholder-page">
      <h1 className="page__title">{title}</h1>
      <div className="card placeholder-page__body">{children ?? <p>{t('This page is coming soon.')}</p>}</div>
    </section>
  );
};
