/** What the inbox says after "Mark handled" and after "Open again". */
export const MARKED_HANDLED = 'Marked as handled.';
export const MARKED_OPEN = 'Opened again: it counts as not handled yet.';
