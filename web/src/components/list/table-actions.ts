import type { Table } from '@tanstack/react-table';

/**
 * What a list's cells need from the list (its state and handlers), typed per list. The list
 * hands its actions to its table on every render; a cell reads them back from its table.
 * (TanStack's own table `meta` has one type for every table, so each list had to cast it.)
 */
export const tableActions = <Actions>() => {
  const byTable = new WeakMap<object, Actions>();
  const provide = <Row>(table: Table<Row>, actions: Actions): void => {
    byTable.set(table, actions);
  };
  return {
    /** Called by the list while rendering, after useReactTable: the cells render with these. */
    provide,
    /** The same, as the `cells` of useListTable. */
    with:
      (actions: Actions) =>
      <Row>(table: Table<Row>): void =>
        provide(table, actions),
    of: <Row>(table: Table<Row>): Actions => {
      const actions = byTable.get(table);
      if (actions === undefined) throw new Error('The list has not given its table its actions');
      return actions;
    },
  };
};
