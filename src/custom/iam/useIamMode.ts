/** /iam's mode, kept in the URL: users (the default, no parameter) or ?mode=roles. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type IamMode = 'users' | 'roles';

export function useIamMode(): [IamMode, (mode: IamMode) => void] {
  const [params, setParams] = useSearchParams();
  const mode: IamMode = params.get('mode') === 'roles' ? 'roles' : 'users';
  const setMode = useCallback(
    // The users list writes its own parameters (filter, page, sort) once shown.
    (next: IamMode) => setParams(next === 'roles' ? { mode: 'roles' } : {}),
    [setParams],
  );
  return [mode, setMode];
}
