/**
 * The importer's state machine (docs/product-spec.md#import): a file is read and its
 * rows shown; the import is started, paused, resumed and completed; a file that
 * cannot be read fails as a whole.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Translate } from '../../../i18n/render';
import type { ResourceDefinition } from '../../../resources/kit/types';
import { ImportRunner, type SendImportRow } from './import-runner';
import type { ImportOutcome, ImportRow } from './import-row';
import { otherLanguages } from './option-languages';
import { readImportFile } from './read-import-file';

export type ImportPhase = 'empty' | 'reading' | 'failed' | 'ready' | 'running' | 'pausing' | 'paused' | 'completed';

export interface ImportSession {
  phase: ImportPhase;
  fileName?: string;
  rows: ImportRow[];
  /** Why the file could not be read (phase 'failed'). */
  error?: string;
  outcome?: ImportOutcome;
}

const EMPTY: ImportSession = { phase: 'empty', rows: [] };

export function useImportSession(resource: ResourceDefinition, send: SendImportRow, t: Translate) {
  const [session, setSession] = useState<ImportSession>(EMPTY);
  const runnerRef = useRef<ImportRunner | null>(null);

  // Leaving the screen stops after the batch in flight instead of importing unseen.
  useEffect(() => () => runnerRef.current?.pause(), []);

  const chooseFile = useCallback(
    async (file: File) => {
      runnerRef.current = null;
      setSession({ phase: 'reading', fileName: file.name, rows: [] });
      try {
        const rows = await readImportFile(resource, file, t, await otherLanguages());
        setSession({ phase: 'ready', fileName: file.name, rows });
      } catch (error) {
        const message = error instanceof Error ? error.message : t('errors.defaultMessage');
        setSession({ phase: 'failed', fileName: file.name, rows: [], error: message });
      }
    },
    [resource, t],
  );

  const run = useCallback(async (runner: ImportRunner) => {
    setSession((s) => ({ ...s, phase: 'running' }));
    const result = await runner.start();
    if (runnerRef.current !== runner) return; // another file was chosen meanwhile
    setSession((s) =>
      result.state === 'paused'
        ? { ...s, rows: [...runner.rows], phase: 'paused' }
        : { ...s, rows: [...runner.rows], phase: 'completed', outcome: result.outcome },
    );
  }, []);

  const start = useCallback(() => {
    const runner = new ImportRunner(session.rows, {
      send,
      fallbackMessage: t('errors.defaultMessage'),
      // The server answers in the language the client asks for, from the same messages.
      isAlreadyImported: (error) => error instanceof Error && error.message === t('errors.import.alreadyImported'),
      onProgress: (rows) => {
        if (runnerRef.current === runner) setSession((s) => ({ ...s, rows }));
      },
    });
    runnerRef.current = runner;
    void run(runner);
  }, [session.rows, send, t, run]);

  const pause = useCallback(() => {
    runnerRef.current?.pause();
    setSession((s) => (s.phase === 'running' ? { ...s, phase: 'pausing' } : s));
  }, []);

  const resume = useCallback(() => {
    if (runnerRef.current) void run(runnerRef.current);
  }, [run]);

  const discard = useCallback(() => {
    runnerRef.current?.pause();
    runnerRef.current = null;
    setSession(EMPTY);
  }, []);

  return { session, chooseFile, start, pause, resume, discard };
}
