/** Runs a process in its own group until it exits; one still running after `ms` (it started) is killed and reported. */
import { spawn } from 'node:child_process';

export interface Exit {
  code: number | null;
  stderr: string;
  timedOut: boolean;
}

export function runToExit(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ms: number },
): Promise<Exit> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, options.ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, timedOut });
    });
  });
}
