import { formatNumber } from '../../../i18n/format';
import { getLanguageChoice } from '../../../i18n/language';

/** A count or a row number in the chosen digits; English keeps its plain figures ('Row 1200'). */
export const figure = (value: number): string => (getLanguageChoice().language === 'en' ? String(value) : formatNumber(value));
