// The steps of `npm test`: each runs as a child process, is timed, and is remembered for the closing table.
// Steps of one lane run one after another; lanes run side by side, each lane's output printed whole when
// its step ends, so that two lanes never interleave their lines.
import { spawn } from 'node:child_process';

/** Every step run so far: name, seconds, passed. */
export const ranSteps = [];

/**
 * Runs one step. With `buffered`, its output is kept and printed at once when it ends (for steps that run
 * beside another lane); otherwise it streams to this terminal.
 */
export function step(name, command, args, { cwd, env, buffered = false }) {
  const started = Date.now();
  if (!buffered) console.log(`\n▶ ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const finish = (passed) => {
      const seconds = (Date.now() - started) / 1000;
      ranSteps.push({ name, seconds, passed });
      if (buffered) {
        console.log(`\n▶ ${name}`);
        const text = Buffer.concat(output).toString().trimEnd();
        if (text) console.log(text);
      }
      console.log(`${passed ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
      resolve(passed);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(String(error)));
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/** The time of every step, longest first, and the wall time of the whole run. */
export function stepTable(wallSeconds) {
  const width = Math.max(...ranSteps.map((s) => s.name.length), 10);
  const rows = [...ranSteps]
    .sort((a, b) => b.seconds - a.seconds)
    .map((s) => `  ${s.passed ? '✔' : '✘'} ${s.name.padEnd(width)} ${s.seconds.toFixed(1).padStart(7)} s`);
  return [`step times (wall ${wallSeconds.toFixed(0)} s):`, ...rows].join('\n');
}
