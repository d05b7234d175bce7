/**
 * How many rows one list page may hold, declared once for the server's check and the client's
 * page-size choices (docs/decisions.md#api-shape). A page is built whole in the server's memory, so
 * an unbounded one could run the server out of heap (docs/decisions.md#figures-behind-code-comments).
 * Every row is the export call's (limit and offset both absent), which streams a page at a time.
 */
export const LIST_PAGE_MAX = 1000;

/**
 * The page sizes the app's selectors offer (react-admin lists, the audit log, /inventory), all at
 * most LIST_PAGE_MAX (tests/unit/list-page-sizes.test.ts).
 */
export const pageSizeChoices = {
  list: [10, 20, 30, 40],
  auditLog: [10, 20, 50, 100],
  inventory: [25, 50, 100],
} as const satisfies Record<string, readonly number[]>;
