import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { ListShell, listTexts, loadOf } from '../../../components/list/list-shell';
import { useListTable } from '../../../components/list/use-list-table';
import { TabList } from '../../../components/ui/tab-list';
import { paths } from '../../../config/paths';
import { msg, t } from '../../../i18n/intl';
import { errorMessageOf } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListState, type ListFilter } from '../../../lib/use-list-state';
import { useCommitteeDelegates } from '../api/get-committee-delegates';
import { downloadCommitteePrint } from '../api/print-committee';
import { chairTexts, datesText, matchesDelegate, roomTitle } from '../utils/chair';
import { delegateColumns } from './delegate-columns';
import { PositionPapers } from './position-papers';
import { RollCall } from './roll-call';

const roomTabs = [
  { id: 'delegates', label: msg('Delegates') },
  { id: 'roll-call', label: msg('Roll call') },
  { id: 'papers', label: msg('Position papers') },
] as const;
type RoomTab = (typeof roomTabs)[number]['id'];
const tabFilter: ListFilter<RoomTab> = {
  fallback: 'delegates',
  is: (raw): raw is RoomTab => roomTabs.some((each) => each.id === raw),
};
const PANEL_ID = 'chair-room-panel';
const tabId = (id: RoomTab) => `chair-room-tab-${id}`;

/** The Delegates tab: the committee's delegates with photo, school and seat, searchable by name, country or school. */
const DelegatesTab = ({
  query,
  search,
  setSearch,
}: {
  query: ReturnType<typeof useCommitteeDelegates>;
  search: string;
  setSearch: (value: string) => void;
}) => {
  const table = useListTable({ data: query.data?.delegates ?? [], columns: delegateColumns, search, matches: matchesDelegate });
  const texts = listTexts(t('delegates'), {
    loading: chairTexts.roomLoading,
    failed: chairTexts.roomFailed,
    empty: chairTexts.delegatesEmpty,
  });
  return (
    <>
      {query.data && <PrintButton eventId={query.data.event.id} committeeId={query.data.committee.id} abbr={query.data.committee.abbr} />}
      <ListShell
        table={table}
        label={t('Delegates of the committee')}
        className="chair__table"
        load={loadOf(query, search)}
        texts={texts}
        busy={query.isFetching}
        search={{ value: search, onChange: setSearch, placeholder: chairTexts.searchPlaceholder, label: t('Search delegates') }}
      />
    </>
  );
};

/** The committee's placards and badges as one PDF to print (the seats the room shows). */
const PrintButton = ({ eventId, committeeId, abbr }: { eventId: string; committeeId: string; abbr: string }) => {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      if (!(await downloadCommitteePrint(eventId, committeeId, abbr))) toast.error(chairTexts.printFailed);
    } catch {
      toast.error(chairTexts.printFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="toolbar chair__print">
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => void onClick()}>
        {busy ? chairTexts.printing : chairTexts.print}
      </button>
      <Link className="button button--secondary" to={paths.committeeAwards.getHref(eventId, committeeId)}>
        {chairTexts.awards}
      </Link>
    </div>
  );
};

/**
 * /chair/{eventId}/{committeeId}: a committee's room for its chairs (and the event's organiser).
 * The server decides who may open it; anyone else is shown its refusal.
 */
export const ChairRoomPage = ({ eventId, committeeId }: { eventId: string; committeeId: string }) => {
  const query = useCommitteeDelegates(eventId, committeeId);
  const list = useListState<{ tab: RoomTab }>({ tab: tabFilter });
  const tab = list.filters.tab;
  const room = query.data;
  const title = roomTitle(room?.committee.abbr);
  useDocumentTitle(title);
  const refused = query.isError && room === undefined;

  return (
    <section className="page chair" aria-labelledby="chair-room-title">
      <p className="chair__back">
        <Link to={paths.chair.getHref()}>{chairTexts.back}</Link>
      </p>
      <h1 className="page__title" id="chair-room-title">
        {title}
      </h1>
      {room && (
        <p className="chair__event">
          <bdi>{room.event.name}</bdi> <span className="chair__dates">{datesText(room.event.start_date, room.event.end_date)}</span>
        </p>
      )}
      {refused ? (
        <p className="chair__refused" role="alert">
          {errorMessageOf(query.error, chairTexts.roomFailed)}
        </p>
      ) : (
        <>
          <TabList
            tabs={roomTabs.map((each) => ({
              ...each,
              label: t(each.label),
              count: each.id === 'delegates' ? (room?.delegates.length ?? null) : null,
            }))}
            active={tab}
            onSelect={(next) => list.setFilter('tab', next)}
            label={t("Chair's room")}
            tabId={tabId}
            panelId={PANEL_ID}
            className="tabs--scroll"
            keepActiveInView
          />
          <div className="chair__panel" role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(tab)}>
            {tab === 'delegates' && <DelegatesTab query={query} search={list.search} setSearch={list.setSearch} />}
            {tab === 'roll-call' && <RollCall eventId={eventId} committeeId={committeeId} />}
            {tab === 'papers' && <PositionPapers eventId={eventId} committeeId={committeeId} />}
          </div>
        </>
      )}
    </section>
  );
};
