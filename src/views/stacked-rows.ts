/**
 * A table inside a page (a product's report, an invoice's payments, a tank's parameters, the
 * inventory) on a phone: below 600 px each row stacks, one line per cell with its column's name
 * before it (the cell's `data-label`), so no column hides behind a sideways swipe and no number is
 * clipped. A cell without a label (a total's name and figure) shares its line; an empty one goes.
 * Wider screens keep the table as it is.
 */
export const STACKED_BELOW = 600;

/** The sx of the Table itself. */
export const stackedRows = {
  [`@media (max-width: ${STACKED_BELOW - 0.05}px)`]: {
    // Still read by a screen reader, no longer shown: each cell says its column.
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
    // A table as wide as its printed form (a document's lines, 600 px) is a phone's width here.
    '&, & tbody, & tfoot': { display: 'block', width: '100%', minWidth: 0 },
    '& tr': { display: 'flex', flexWrap: 'wrap', columnGap: 1, py: 0.75, borderBottom: 1, borderColor: 'divider' },
    '& td': { display: 'block', border: 0, py: 0.25, px: 1, textAlign: 'left', whiteSpace: 'normal' },
    '& td[data-label]': { flexBasis: '100%' },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      color: 'text.secondary',
      marginRight: '0.5em',
    },
    '& td:empty': { display: 'none' },
  },
} as const;
