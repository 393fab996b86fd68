/** An ARIA tab list: arrow keys, Home and End move between tabs; the caller renders the panel. */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabSpec<K extends string> {
  id: K;
  label: ReactNode;
  /** Extra content after the label, such as a count badge. */
  badge?: ReactNode;
}

export interface TabsProps<K extends string> {
  tabs: readonly TabSpec<K>[];
  active: K;
  onChange: (id: K) => void;
  idPrefix: string;
  label: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export function Tabs<K extends string>({ tabs, active, onChange, idPrefix, label }: TabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    const next = target === null ? undefined : tabs[target];
    if (!next) return;
    event.preventDefault();
    onChange(next.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idPrefix, next.id))}`)?.focus();
  }

  return (
    <div ref={listRef} className="tc-tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={tabId(idPrefix, tab.id)}
          type="button"
          role="tab"
          className="tc-tab"
          aria-selected={tab.id === active}
          aria-controls={panelId(idPrefix, tab.id)}
          tabIndex={tab.id === active ? 0 : -1}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          {tab.badge}
        </button>
      ))}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div id={panelId(idPrefix, id)} role="tabpanel" aria-labelledby={tabId(idPrefix, id)} className="tc-panel">
      {children}
    </div>
  );
}
