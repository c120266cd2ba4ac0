import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { itemOf } from '../sections';

/** A Masterlists list that a later piece of work builds. */
export const SectionPlaceholderRoute = () => {
  const { pathname } = useLocation();
  const label = itemOf(pathname.replace(/\/+$/, ''))?.label ?? 'This list';
  useDocumentTitle(label);
  return (
    <div className="card placeholder-panel">
      <p className="placeholder-panel__text">The {label} list is coming soon.</p>
    </div>
  );
};
