/** What the station page makes of a scan, and which step it offers first (src/custom/station/station-job.ts). */
import { describe, expect, test } from 'vitest';
import { currentStep, scannedJob, type StationStep } from '../../src/custom/station/station-job';

const id = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b';

describe('scannedJob', () => {
  test("a traveler's number as a scanner types it, with or without its marks", () => {
    expect(scannedJob('12')).toEqual({ number: 12 });
    expect(scannedJob(' #12 ')).toEqual({ number: 12 });
    expect(scannedJob('JOB-12')).toEqual({ number: 12 });
  });

  test("the address the traveler's QR code opens, or a job's id", () => {
    expect(scannedJob(`https://shop.example/job/${id}`)).toEqual({ id });
    expect(scannedJob(`https://shop.example/job/${id}/show?x=1`)).toEqual({ id });
    expect(scannedJob(id)).toEqual({ id });
  });

  test('anything else names no job', () => {
    for (const text of ['', 'abc', '12a', '1234567890', 'job/12/x', `${id}x`]) expect(scannedJob(text)).toBeNull();
  });
});

describe('currentStep', () => {
  const steps = (...statuses: string[]) => statuses.map((status) => ({ kind: 'rinse', status }) as StationStep);

  test('the step in process, else the first still to do', () => {
    expect(currentStep(steps('done', 'waiting', 'inProcess'))).toBe(2);
    expect(currentStep(steps('done', 'skipped', 'waiting', 'waiting'))).toBe(2);
  });

  test('none once every step is done or skipped', () => {
    expect(currentStep(steps('done', 'skipped'))).toBeNull();
    expect(currentStep([])).toBeNull();
  });
});
