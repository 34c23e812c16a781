// Makes a fresh clone runnable: installs npm dependencies when they are missing or out of date.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function run(command, options = {}) {
  execSync(command, { cwd: repoRoot, stdio: 'inherit', ...options });
}

export function ensureDependencies() {
  const installed = path.join(repoRoot, 'node_modules/.package-lock.json');
  const lock = path.join(repoRoot, 'package-lock.json');
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
    console.log('Installing npm dependencies (npm ci)…');
    run('npm ci --no-audit --no-fund');
  }
}

/** Installs a Debian package when `binary` is missing (browser tests need chromium; compose checks need docker-compose). */
export function ensureDebianPackage(binary, pkg) {
  if (existsSync(binary)) return;
  console.log(`Installing Debian package ${pkg}…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  run(`${sudo}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${pkg}`);
}
