import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useCountries } from '../../../lib/countries';
import { useCountryWishes, useSetCountryWishes } from '../api/country-wishes';
import { wishesTexts } from '../utils/delegation';

/**
 * The countries the school's delegation would like to represent at the event, most wanted first:
 * one select per place (up to the server's maximum), saved together. The organiser's allocation
 * honours them in delegation mode once every delegation is kept as whole as the seats allow.
 */
export const CountryWishes = ({ eventId, eventName }: { eventId: string; eventName: string }) => {
  const wishes = useCountryWishes(eventId);
  const countries = useCountries();
  const save = useSetCountryWishes(eventId);
  const [chosen, setChosen] = useState<string[]>([]);
  const hintId = useId();
  const stored = wishes.data?.countries.map((country) => country.id);
  const storedText = stored?.join(',');

  // The form starts from what is stored, and again after each save.
  useEffect(() => {
    if (storedText !== undefined) setChosen(storedText === '' ? [] : storedText.split(','));
  }, [storedText]);

  if (wishes.isError) return <p className="delegation__wishes-note">{wishesTexts.failed}</p>;
  if (!wishes.data || !countries.data) return <p className="delegation__wishes-note">{wishesTexts.loading}</p>;
  const { max } = wishes.data;
  const places = Array.from({ length: max }, (_, index) => chosen[index] ?? '');
  const choose = (index: number, id: string) => {
    const next = [...places];
    next[index] = id;
    setChosen(next.filter((value) => value !== ''));
  };
  const onSave = async () => {
    try {
      const answer = await save.mutateAsync(chosen);
      toast.success(answer?.message ?? wishesTexts.saved);
    } catch (error) {
      toast.error(errorMessageOf(error, wishesTexts.saveFailed));
    }
  };
  const unchanged = (stored ?? []).join(',') === chosen.join(',');

  return (
    <form
      className="delegation__wishes"
      aria-label={t('Country wishes for {event}', { event: eventName })}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <h3 className="delegation__wishes-title">{wishesTexts.title}</h3>
      <p className="delegation__wishes-note" id={hintId}>
        {wishesTexts.hint(max)}
      </p>
      <ol className="delegation__wishes-list" aria-describedby={hintId}>
        {places.map((value, index) => (
          <li key={index}>
            <label>
              <span className="visually-hidden">{wishesTexts.place(index + 1)}</span>
              <select
                value={value}
                disabled={save.isPending || (index > 0 && places[index - 1] === '' && value === '')}
                onChange={(event) => choose(index, event.target.value)}
              >
                <option value="">{wishesTexts.none}</option>
                {countries.data.map((country) => (
                  <option
                    key={country.id}
                    value={String(country.id)}
                    disabled={chosen.includes(String(country.id)) && value !== String(country.id)}
                  >
                    {country.name}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ol>
      <button type="submit" className="button button--primary" disabled={save.isPending || unchanged}>
        {save.isPending ? wishesTexts.saving : wishesTexts.save}
      </button>
    </form>
  );
};
