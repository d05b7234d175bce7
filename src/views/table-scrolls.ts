/**
 * A list's table scrolls sideways inside its own box, not the page, when its columns need more than
 * the screen. The table wrapper scrolls, not the grid: react-admin draws the bulk actions bar above
 * the grid (translated upward), and an overflow on the grid's box would clip it, leaving the list's
 * own actions under the click.
 */
export const tableScrolls = { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } as const;
