import { useEffect } from 'react';

const BRAND = 'Quest for Leadership, Quest for Change';

export const useDocumentTitle = (title: string) => {
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND}` : BRAND;
  }, [title]);
};
