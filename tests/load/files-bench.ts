/**
 * Shared files through the gateway (the built system, messaging on the disk driver): how fast a 10 MiB file
 * uploads (multipart, streamed to storage, its type read as it passes) and downloads (a signed link, streamed
 * from storage), in MB/s beside a plain copy of the same file on the same disk; and the gateway's resident
 * memory while 20 uploads of 10 MiB run at once, which stays flat when bodies stream rather than being held
 * whole. Prints the figures (the median of 5 runs for each speed). Run with `npm run bench:files` after
 * `npm run build`; it drives only 127.0.0.1 and cleans up.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { signTestToken } from '@agency/kit/testing';
import { addClient } from '../support/paying-clients.js';
import { printTable, startGateway, startService, withBenchEnvironment } from './harness.js';

const fileBytes = 10 * 1024 * 1024;
const runs = 5;
const concurrentUploads = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mbPerSecond = (bytes: number, ms: number) => bytes / 1e6 / (ms / 1000);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The process serving `port` whose command line runs `script`: the gateway this bench started. */
async function pidOf(script: string, port: number): Promise<number> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes(script)) continue;
      const environ = await readFile(`/proc/${entry}/environ`, 'utf8');
      if (environ.split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone, or not ours to read
    }
  }
  throw new Error(`no process runs ${script} on port ${port}`);
}

/** A process's resident memory, in bytes. */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const folder = await mkdtemp(path.join(tmpdir(), 'files-bench-'));
try {
  await withBenchEnvironment(async (environment) => {
    const onboarding = await startService(environment, 'onboarding');
    const messaging = await startService(environment, 'messaging', {
      STORAGE_DIR: path.join(folder, 'storage'),
      FILES_QUOTA_BYTES: String(100 * 1024 ** 3),
      FILE_LINK_SECRET: randomBytes(32).toString('hex'),
    });
    const gateway = await startGateway(environment, { onboarding, messaging });
    const gatewayPid = await pidOf('gateway/dist/server.js', Number(new URL(gateway).port));
    const team = {
      authorization: `Bearer ${signTestToken(environment.keys, { sub: randomUUID(), email: 'team@maple.example', role: 'admin' })}`,
    };
    const clientId = await addClient(onboarding.url, environment.keys, 'files-bench', 'growth');
    const filesUrl = `${gateway}/api/messaging/admin/clients/${clientId}/files`;
    // Messaging learns of the client from onboarding's event.
    for (let tries = 0; (await fetch(filesUrl, { headers: team })).status !== 200; tries++) {
      if (tries > 200) throw new Error('messaging never heard of the client');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const source = path.join(folder, 'ten-mib.pdf');
    await writeFile(source, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(fileBytes - 9)]));
    const blob = await openAsBlob(source, { type: 'application/pdf' });
    const upload = async () => {
      const form = new FormData();
      form.append('file', blob, 'ten-mib.pdf');
      const response = await fetch(filesUrl, { method: 'POST', body: form, headers: team });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
      return ((await response.json()) as { id: string }).id;
    };
    const download = async (fileId: string) => {
      const link = await fetch(`${filesUrl}/${fileId}/link`, { headers: team });
      const { url } = (await link.json()) as { url: string };
      const response = await fetch(`${gateway}${url}`);
      let received = 0;
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) received += read.value.length;
      if (received !== fileBytes) throw new Error(`downloaded ${received} bytes of ${fileBytes}`);
    };

    // Warm-up: JIT, connections, the storage folders.
    const warm = await upload();
    await download(warm);

    const copies: number[] = [];
    const uploads: number[] = [];
    const downloads: number[] = [];
    for (let run = 0; run < runs; run++) {
      const copy = path.join(folder, `copy-${run}.pdf`);
      copies.push(await timed(() => pipeline(createReadStream(source), createWriteStream(copy))));
      await rm(copy);
      let fileId = '';
      uploads.push(
        await timed(async () => {
          fileId = await upload();
        }),
      );
      downloads.push(await timed(() => download(fileId)));
    }

    // The gateway's memory while 20 uploads of 10 MiB stream through it at once.
    const before = await rssOf(gatewayPid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await rssOf(gatewayPid));
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const concurrentMs = await timed(async () => {
      await Promise.all(Array.from({ length: concurrentUploads }, () => upload()));
    });
    sampling = false;
    await sampler;

    console.log(`\nShared files: ${mib(fileBytes)} MiB, median of ${runs} runs, through the gateway to messaging (disk driver)`);
    printTable([
      ['what', 'ms', 'MB/s'],
      ['copy on the same disk (stream)', median(copies).toFixed(1), mbPerSecond(fileBytes, median(copies)).toFixed(0)],
      ['upload through the gateway', median(uploads).toFixed(1), mbPerSecond(fileBytes, median(uploads)).toFixed(0)],
      ['download through the gateway', median(downloads).toFixed(1), mbPerSecond(fileBytes, median(downloads)).toFixed(0)],
      [
        `${concurrentUploads} uploads at once`,
        concurrentMs.toFixed(0),
        mbPerSecond(fileBytes * concurrentUploads, concurrentMs).toFixed(0),
      ],
    ]);
    console.log(
      `\nGateway RSS: ${mib(before)} MiB before the ${concurrentUploads} uploads, ${mib(peak)} MiB at most while they ran ` +
        `(+${mib(peak - before)} MiB for ${mib(fileBytes * concurrentUploads)} MiB sent)`,
    );
  });
} finally {
  await rm(folder, { recursive: true, force: true });
}
