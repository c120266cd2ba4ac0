import { useDocumentTitle } from '../../../lib/use-document-title';
import { CountriesList } from '../components/countries-list';
import { t } from '../../../i18n/intl';

export const CountriesRoute = () => {
  useDocumentTitle(t('Countries'));
  return <CountriesList />;
};
