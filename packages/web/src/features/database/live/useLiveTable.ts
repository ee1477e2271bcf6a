import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useServices } from '../../../app/ServicesContext';
import type { GridController } from '../grid/useGridController';
import { databaseKeys } from '../queries';
import { applyTableEvent, type OpenTable } from './tableEvents';

// Events come in bursts (a paste, a script); the rows are reloaded once the burst is over.
const refreshDelayMs = 150;

/** Subscribes the live channel to a table's page while it is open (contract §13 `page` message). */
export function useLiveTablePage(tableId: number | null): void {
  const { live } = useServices();
  useEffect(() => {
    if (tableId === null) return;
    live.setPage({ page: 'table', table_id: tableId });
    return () => live.setPage(null);
  }, [live, tableId]);
}

/**
 * Keeps the open view up to date with what others change (spec §4 "Realtime handling"), and
 * after a reconnect reads the fields, views and rows again, since events may have been missed.
 */
export function useLiveTable(tableId: number, viewId: number, grid: GridController): void {
  const { live } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { databaseId } = useParams();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void grid.store.refresh().catch(grid.notifyError), refreshDelayMs);
    };
    const table: OpenTable = {
      tableId,
      viewId,
      queryClient,
      grid,
      refreshSoon,
      leave: (to) => void navigate(to === 'dashboard' ? '/dashboard' : `/database/${databaseId}/table/${tableId}`),
    };
    const stop = live.listen((message) => {
      if (message.type !== 'resync') return applyTableEvent(message, table);
      void queryClient.invalidateQueries({ queryKey: databaseKeys.fields(tableId) });
      void queryClient.invalidateQueries({ queryKey: databaseKeys.views(tableId) });
      refreshSoon();
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [live, queryClient, navigate, databaseId, tableId, viewId, grid]);
}
