// A launcher chooses ports before it starts a process; another process may bind one of them in between. The start
// must not fail on that race: the process is started again on any free port (0), which it reports back
// (scripts/lib/listening.mjs, used by `npm start`, the browser tests and the benchmarks through scripts/lib/system.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, root } from '../../scripts/lib/infra.mjs';
import { portInUse, startListening } from '../../scripts/lib/listening.mjs';

const started: ChildProcess[] = [];
const holders: net.Server[] = [];
afterAll(async () => {
  for (const child of started) child.kill('SIGTERM');
  await Promise.all(holders.map((holder) => new Promise((resolve) => holder.close(resolve))));
});

/** A port the launcher chose as free, then taken by another process before the start: the race, made certain. */
async function chosenThenTaken(): Promise<number> {
  const port = await freePort();
  const holder = net.createServer();
  holder.listen(port, '127.0.0.1');
  await once(holder, 'listening');
  holders.push(holder);
  return port;
}

/** Spawns the fixture service as a launcher does, counting the starts. */
function fixture() {
  const starts: Record<string, string>[] = [];
  const spawnChild = (env: Record<string, string>) => {
    starts.push(env);
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', path.join(root, 'tests/infra/fixtures/listening-service.ts')],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      },
    );
    started.push(child);
    return child;
  };
  return { starts, spawnChild };
}

const baseEnv = () => ({ PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' });

describe('a start whose chosen port another process took meanwhile', () => {
  it('succeeds on another public port, which the service reports and answers on', async () => {
    const taken = await chosenThenTaken();
    const { starts, spawnChild } = fixture();
    const service = await startListening({ spawnChild, env: { ...baseEnv(), PORT: String(taken), METRICS_PORT: '0' } });

    expect(service.port).not.toBe(taken);
    expect(starts.map((env) => env.PORT)).toEqual([String(taken), '0']);
    expect((await fetch(`http://127.0.0.1:${service.port}/readyz`)).status).toBe(200);
  }, 60_000);

  it('succeeds on another operator port when only that one was taken, keeping the public port', async () => {
    const taken = await chosenThenTaken();
    const { starts, spawnChild } = fixture();
    const service = await startListening({
      spawnChild,
      env: { ...baseEnv(), PORT: '0', METRICS_PORT: String(taken) },
      movable: ['METRICS_PORT'],
    });

    expect(service.operatorPort).not.toBe(taken);
    expect(starts.map((env) => env.METRICS_PORT)).toEqual([String(taken), '0']);
    expect((await fetch(`http://127.0.0.1:${service.port}/readyz`)).status).toBe(200);
  }, 60_000);

  it('still fails, naming the port, when the taken port is one that must not move (the gateway’s address)', async () => {
    const taken = await chosenThenTaken();
    const { starts, spawnChild } = fixture();
    const start = startListening({
      spawnChild,
      env: { ...baseEnv(), PORT: String(taken), METRICS_PORT: '0' },
      movable: ['METRICS_PORT'],
    });

    await expect(start).rejects.toThrow(/EADDRINUSE/);
    expect(starts).toHaveLength(1);
  }, 60_000);
});

describe('portInUse', () => {
  it('reads the port from what Node prints when a listen finds it taken', () => {
    expect(
      portInUse(['Error: listen EADDRINUSE: address already in use 127.0.0.1:4001', '    at Server.setupListenHandle']),
    ).toBe(4001);
    expect(portInUse(['{"level":30,"msg":"Server listening at http://127.0.0.1:4001"}'])).toBeUndefined();
  });
});
