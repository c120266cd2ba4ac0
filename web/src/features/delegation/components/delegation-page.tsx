import { ListShell, listTexts, loadOf } from '../../../components/list/list-shell';
import { useListTable } from '../../../components/list/use-list-table';
import { SearchBox } from '../../../components/ui/search-box';
import { t } from '../../../i18n/intl';
import { useListState } from '../../../lib/use-list-state';
import { useMemo } from 'react';
import { useDelegation, type DelegationEvent } from '../api/get-delegation';
import { useDelegationAwards } from '../api/get-delegation-awards';
import { datesText, delegationTexts, matchesDelegate } from '../utils/delegation';
import { CountryWishes } from './country-wishes';
import { delegationColumns, delegationColumnsWithAwards } from './delegation-columns';

/** One event's delegates of the school. */
const EventDelegation = ({ event, search }: { event: DelegationEvent; search: string }) => {
  const awards = useDelegationAwards();
  const columns = useMemo(() => {
    const awardsOf = new Map<string, string[]>();
    for (const award of awards.data ?? [])
      if (award.eventId === event.id) awardsOf.set(award.delegateId, [...(awardsOf.get(award.delegateId) ?? []), award.kind]);
    return delegationColumnsWithAwards(awardsOf);
  }, [awards.data, event.id]);
  const table = useListTable({ data: event.delegates, columns, search, matches: matchesDelegate });
  const titleId = `delegation-${event.id}`;
  return (
    <section className="delegation__event" aria-labelledby={titleId}>
      <h2 className="delegation__event-title" id={titleId}>
        <bdi>{event.name}</bdi> <span className="delegation__event-dates">{datesText(event.start_date, event.end_date)}</span>
      </h2>
      <ListShell
        table={table}
        label={t('Delegates at {event}', { event: event.name })}
        load={{ loading: false, searching: search.trim() !== '' }}
        texts={listTexts(t('delegates'), { empty: t('No delegates') })}
      />
      <CountryWishes eventId={event.id} eventName={event.name} />
    </section>
  );
};

/**
 * /delegation, "My delegation": a teacher's school delegation, read-only. Per event the
 * school's delegates with their status, committee and country (as published to them).
 */
export const DelegationPage = () => {
  const query = useDelegation();
  const list = useListState();
  const events = query.data ?? [];
  const empty = useListTable({ data: [], columns: delegationColumns });
  const texts = listTexts(t('delegates'), {
    loading: delegationTexts.loading,
    failed: delegationTexts.failed,
    empty: delegationTexts.empty,
  });
  return (
    <section className="page delegation" aria-labelledby="delegation-title">
      <h1 className="page__title" id="delegation-title">
        {delegationTexts.title}
      </h1>
      <p className="delegation__intro">{delegationTexts.intro}</p>
      {events.length === 0 ? (
        <ListShell table={empty} label={delegationTexts.title} load={loadOf(query, '')} texts={texts} />
      ) : (
        <>
          <div className="toolbar">
            <SearchBox value={list.search} onChange={list.setSearch} placeholder={t('Search by name, number, committee or country')} />
          </div>
          {events.map((event) => (
            <EventDelegation key={event.id} event={event} search={list.search} />
          ))}
        </>
      )}
    </section>
  );
};
