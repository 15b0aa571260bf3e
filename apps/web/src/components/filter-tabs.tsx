import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

interface FilterTabsProps<F extends string> {
  /** What the tabs choose, for screen readers ("Which orders to show"). */
  label: string;
  /** Names the tabs' and the panel's ids: `{idPrefix}-tab-{filter}`, `{idPrefix}-panel`. */
  idPrefix: string;
  tabs: readonly { filter: F; label: string }[];
  value: F;
  onChange: (next: F) => void;
  /** Each tab's least width; narrower tabs fit more of them on a phone. */
  tabMinWidth: number;
  /** More tabs than a phone shows: its scroll buttons stay there too. */
  scrollButtonsOnPhones?: boolean;
  /** The panel: the list the chosen tab shows. */
  children: ReactNode;
}

/**
 * A staff list's filter as tabs over its panel (the order queue's statuses, the messages'
 * states), scrollable on the narrowest phones. The page keeps the chosen tab in its address.
 */
export function FilterTabs<F extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  tabMinWidth,
  scrollButtonsOnPhones = false,
  children,
}: FilterTabsProps<F>) {
  const tabId = (filter: F) => `${idPrefix}-tab-${filter}`;
  const panelId = `${idPrefix}-panel`;
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={value}
          onChange={(_, next: F) => onChange(next)}
          aria-label={label}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile={scrollButtonsOnPhones}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.filter}
              value={tab.filter}
              label={tab.label}
              id={tabId(tab.filter)}
              aria-controls={panelId}
              sx={{ minWidth: tabMinWidth, px: 1.5 }}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </div>
    </>
  );
}
