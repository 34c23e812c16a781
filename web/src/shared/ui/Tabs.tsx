import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './Tabs.module.css';

export interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** What the tabs choose between, for assistive technology. */
  label: string;
  tabs: readonly Tab[];
  initialTab?: string;
  /** The tab shown, when the screen keeps it (with `onSelect`); else the tabs keep it themselves. */
  selected?: string;
  onSelect?: (id: string) => void;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the tab list, the arrow keys (and Home, End) move between
 * tabs and show each at once, and the shown panel is labelled by its tab. Hidden panels are not rendered,
 * so each keeps nothing typed into it out of sight.
 */
export function Tabs({ label, tabs, initialTab, selected: chosen, onSelect }: TabsProps) {
  const id = useId();
  const [own, setOwn] = useState(initialTab ?? tabs[0]?.id);
  const selected = chosen ?? own;
  const setSelected = (tabId: string) => {
    setOwn(tabId);
    onSelect?.(tabId);
  };
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (tab: Tab) => `${id}-tab-${tab.id}`;
  const panelId = (tab: Tab) => `${id}-panel-${tab.id}`;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length]!;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const shown = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => {
          const isSelected = tab === shown;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                if (button) buttons.current.set(tab.id, button);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={panelId(tab)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {shown && (
        <div role="tabpanel" id={panelId(shown)} aria-labelledby={tabId(shown)} className={styles.panel}>
          {shown.panel}
        </div>
      )}
    </div>
  );
}
