// The screens the header's navigation lists, in order: the header and the first frame (first-frame.ts) share them.
export const NAV_ITEMS: ReadonlyArray<{ screen: 'library' | 'portfolios' | 'registry' | 'spend' | 'activity' | 'changes' | 'settings'; label: string }> = [
  { screen: 'library', label: 'Library' },
  { screen: 'portfolios', label: 'Portfolios' },
  { screen: 'registry', label: 'Registry' },
  { screen: 'spend', label: 'Spend' },
  { screen: 'activity', label: 'Activity' },
  { screen: 'changes', label: 'Changes' },
  { screen: 'settings', label: 'Settings' },
];
