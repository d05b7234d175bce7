/**
 * Content-security-policy violations in a browser context, from both sources Chromium offers:
 * the page's `securitypolicyviolation` events and its "Content Security Policy" console errors
 * (tabs it opens included: a PDF tab is another page of the same context).
 */
import type { BrowserContext } from 'playwright-core';

export interface CspWatch {
  /** Every violation seen so far, with the page it happened on. */
  violations: string[];
  clear(): void;
}

export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  // Injected by the browser, outside the policy, before any of the page's own scripts run.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/content security policy/i.test(message.text()))
      violations.push(`${message.page()?.url()}: console: ${message.text()}`);
  });
  return { violations, clear: () => void violations.splice(0) };
}
