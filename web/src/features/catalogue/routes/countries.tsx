import { useDocumentTitle } from '../../../lib/use-document-title';
import { CountriesList } from '../components/countries-list';

export const CountriesRoute = () => {
  useDocumentTitle('Countries');
  return <CountriesList />;
};
