import { describe, expect, test } from 'vitest';
import { dueDateFor, isoToday, statusFor, totalFor } from '../../server/services/billing/invoice-terms';

describe('invoice terms', () => {
  test('due date adds the term in days across months, years and leap days; no term, no due date', () => {
    expect(dueDateFor('2026-01-31', 'T30')).toBe('2026-03-02');
    expect(dueDateFor('2026-12-15', 'T45')).toBe('2027-01-29');
    expect(dueDateFor('2028-01-01', 'T60')).toBe('2028-03-01');
    expect(dueDateFor('2026-01-01', null)).toBeNull();
  });

  test('total in cents: no floating-point residue; no unit price, no total', () => {
    expect(totalFor(0.1, 3)).toBe('0.30');
    expect(totalFor(19.99, 7)).toBe('139.93');
    expect(totalFor('12.50', 6)).toBe('75.00');
    expect(totalFor(null, 6)).toBeNull();
  });

  test('status: Void sticks; Paid when paid covers the total; Expired past due; else Pending', () => {
    const today = '2026-06-01';
    expect(statusFor({ status: 'Void', paid: 100, total: 10 }, today)).toBe('Void');
    expect(statusFor({ status: 'Pending', paid: 10, total: 10, dueDate: '2026-01-01' }, today)).toBe('Paid');
    expect(statusFor({ status: 'Paid', paid: 9.99, total: 10, dueDate: '2026-06-01' }, today)).toBe('Pending');
    expect(statusFor({ status: 'Pending', paid: null, total: 10, dueDate: '2026-05-31' }, today)).toBe('Expired');
    expect(statusFor({ status: 'Expired', paid: 0, total: null, dueDate: null }, today)).toBe('Pending');
    expect(isoToday(new Date('2026-06-01T23:59:59Z'))).toBe('2026-06-01');
  });
});
