import { useEffect } from 'react';
import { msg, t } from '../i18n/intl';

const BRAND = msg('Quest for Leadership, Quest for Change');

/** The tab's title: the page's own (already translated), then the product's name in the chosen language. */
export const useDocumentTitle = (title: string) => {
  const brand = t(BRAND);
  useEffect(() => {
    document.title = title ? `${title} · ${brand}` : brand;
  }, [title, brand]);
};
