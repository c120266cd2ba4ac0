import { useEffect, useRef, type KeyboardEvent } from 'react';
import { workspaceTabs, type WorkspaceTab } from '../utils/workspace-tabs';

export const workspaceTabId = (tab: WorkspaceTab) => `workspace-tab-${tab}`;
export const WORKSPACE_PANEL_ID = 'workspace-tab-panel';

interface WorkspaceTabsProps {
  active: WorkspaceTab;
  onSelect: (tab: WorkspaceTab) => void;
}

/** Spec §2: the workspace's seven tabs; arrow keys, Home and End move between them. */
export const WorkspaceTabs = ({ active, onSelect }: WorkspaceTabsProps) => {
  const refs = useRef<Partial<Record<WorkspaceTab, HTMLButtonElement | null>>>({});
  const listRef = useRef<HTMLDivElement>(null);

  // On a phone the tabs are one row that scrolls sideways: keep the open one in view.
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current[active];
    if (list && tab && list.scrollWidth > list.clientWidth) list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const index = workspaceTabs.findIndex((tab) => tab.id === active);
    const count = workspaceTabs.length;
    const nextIndex = event.key === 'Home' ? 0 : event.key === 'End' ? count - 1 : (index + (event.key === 'ArrowRight' ? 1 : -1) + count) % count;
    const next = workspaceTabs[nextIndex]!.id;
    onSelect(next);
    refs.current[next]?.focus();
  };

  return (
    <div ref={listRef} className="tabs workspace-tabs" role="tablist" aria-label="Event workspace" onKeyDown={onKeyDown}>
      {workspaceTabs.map((tab) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={workspaceTabId(tab.id)}
            aria-selected={selected}
            aria-controls={WORKSPACE_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'tab tab--active' : 'tab'}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
};
