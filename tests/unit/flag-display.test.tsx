// @vitest-environment jsdom
/** A true/false flag (an analysis's Void, a chemical's Low stock) is marked in a list only where set; its record's page says No too. */
import { cleanup, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { fieldDisplay } from '../../src/views/fields/FieldDisplay';
import { renderAdmin } from './helpers/render-admin';

afterEach(cleanup);

const voided = resources.bathAnalysis.fields.voided;
const show = (value: boolean, detail: boolean) =>
  renderAdmin(
    <RecordContextProvider value={{ id: 'a1', voided: value }}>
      {fieldDisplay('voided', voided, { detail })}
    </RecordContextProvider>,
  );

describe('a flag column', () => {
  it('in a list: a mark where set, nothing where not', () => {
    show(true, false);
    expect(screen.getByTestId('true')).toBeTruthy();
    cleanup();
    show(false, false);
    expect(screen.queryByTestId('false')).toBeNull();
    expect(screen.queryByTestId('true')).toBeNull();
  });

  it("on the record's page: No is still said", () => {
    show(false, true);
    expect(screen.getByTestId('false')).toBeTruthy();
  });
});
