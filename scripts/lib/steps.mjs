// The steps of `npm test`: each runs as a child process, is timed, and is remembered for the closing table.
// Steps of one lane run one after another; lanes run side by side, each lane's output printed whole when
// its step ends, so that two lanes never interleave their lines.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Every step run so far: name, seconds, CPU seconds (null where unknown), passed. */
export const ranSteps = [];

/**
 * The CPU seconds (user and system) of every child process this one has waited for, with theirs: fields 16 and 17
 * of /proc/self/stat, in clock ticks of 1/100 s. Null where there is no /proc (not Linux). PostgreSQL's and NATS's
 * own work is not in it: they are not children of the run.
 */
function childrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /s, '')
      .split(' ');
    // After the command's name: field 3 is at index 0, so fields 16 and 17 are at 13 and 14.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
/** The children's CPU seconds when the last step ended: a step's own is what it adds to it. */
let cpuCounted = childrenCpuSeconds();

/** Starts the count afresh, so that the first step's CPU time leaves out what ran before the steps (installing). */
export function countCpuFromNow() {
  cpuCounted = childrenCpuSeconds();
}

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
      // A child's CPU time joins this process's count when it is waited for, just before 'close'.
      const cpuNow = childrenCpuSeconds();
      const cpu = cpuNow === null || cpuCounted === null ? null : cpuNow - cpuCounted;
      cpuCounted = cpuNow;
      ranSteps.push({ name, seconds, cpu, passed });
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

/**
 * The wall time and CPU time of every step, longest first, and the whole run's. A step's CPU seconds above its wall
 * seconds used both cores; far below, it mostly waited. Steps side by side may trade a little CPU time between them.
 */
export function stepTable(wallSeconds) {
  const width = Math.max(...ranSteps.map((s) => s.name.length), 10);
  const cpuText = (cpu) => (cpu === null ? '      ?' : cpu.toFixed(1).padStart(7));
  const rows = [...ranSteps]
    .sort((a, b) => b.seconds - a.seconds)
    .map(
      (s) => `  ${s.passed ? '✔' : '✘'} ${s.name.padEnd(width)} ${s.seconds.toFixed(1).padStart(7)} s ${cpuText(s.cpu)} s CPU`,
    );
  const total = childrenCpuSeconds();
  return [`step times (wall ${wallSeconds.toFixed(0)} s, CPU ${total === null ? '?' : total.toFixed(0)} s):`, ...rows].join('\n');
}
