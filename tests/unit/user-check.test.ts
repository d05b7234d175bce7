/** server/auth/user-check.ts: a read starts beside a pending user check, and the check has the last word. */
import type { FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { afterUserCheck, PassedChecks } from '../../server/auth/user-check';

const pendingCheck = () => {
  let pass!: (user: unknown) => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise((resolve, reject) => [pass, refuse] = [resolve, reject]);
  return { request: { userChecked: promise } as unknown as FastifyRequest, pass, refuse };
};

describe('afterUserCheck', () => {
  test('starts the read before the check ends, and answers it once the check passed', async () => {
    const check = pendingCheck();
    let started = false;
    const answer = afterUserCheck(check.request, async () => (started = true, 'rows'));
    expect(started).toBe(true);
    check.pass({ id: 'u1' });
    await expect(answer).resolves.toBe('rows');
  });

  test("a refusal replaces the read's answer, and its error too", async () => {
    const refused = pendingCheck();
    const answer = afterUserCheck(refused.request, async () => 'rows');
    refused.refuse(new Error('forbidden'));
    await expect(answer).rejects.toThrow('forbidden');
    const both = pendingCheck();
    const failing = afterUserCheck(both.request, async () => { throw new Error('bad query'); });
    both.refuse(new Error('forbidden'));
    await expect(failing).rejects.toThrow('forbidden');
  });

  test("the read's own error once the check passed, and a plain read where no check is pending", async () => {
    const check = pendingCheck();
    const failing = afterUserCheck(check.request, async () => { throw new Error('bad query'); });
    check.pass({});
    await expect(failing).rejects.toThrow('bad query');
    await expect(afterUserCheck({ userChecked: null } as unknown as FastifyRequest, async () => 1)).resolves.toBe(1);
  });
});

describe('PassedChecks', () => {
  test('guesses from the roles last passed with, and forgets a refused user', () => {
    const checks = new PassedChecks();
    expect(checks.likelyAllowed('u1', 'customerRead')).toBe(false);
    checks.passed('u1', ['viewer']);
    expect(checks.likelyAllowed('u1', 'customerRead')).toBe(true);
    expect(checks.likelyAllowed('u1', 'settingsEdit')).toBe(false);
    checks.refused('u1');
    expect(checks.likelyAllowed('u1', 'customerRead')).toBe(false);
  });
});
