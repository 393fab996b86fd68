/**
 * Tabs on Radix's tabs primitive (WAI-ARIA tabs: roving focus, arrow keys, Home and End, the tab and
 * panel ids tied together). HTML has no native tab element, and Radix's is small, maintained and
 * controlled, so the selected tab can live in the URL. The caller renders the selected tab's content.
 */
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

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
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

export function Tabs<K extends string>({ tabs, active, onChange, label, children }: TabsProps<K>) {
  return (
    <TabsPrimitive.Root
      value={active}
      onValueChange={(value) => {
        const next = tabs.find((tab) => tab.id === value);
        if (next) onChange(next.id);
      }}
    >
      <TabsPrimitive.List className="tc-tabs" aria-label={label}>
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger key={tab.id} value={tab.id} className="tc-tab">
            {tab.label}
            {tab.badge}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      <TabsPrimitive.Content value={active} className="tc-panel">
        {children}
      </TabsPrimitive.Content>
    </TabsPrimitive.Root>
  );
}
