// Starts a server process and learns the ports it took, so that a start never fails because another process bound
// a port between the launcher's choice and the server's bind.
import readline from 'node:readline';

/** The port an `EADDRINUSE` among `lines` names (`listen EADDRINUSE: address already in use 127.0.0.1:4001`). */
export function portInUse(lines) {
  for (const line of lines) {
    const match = /EADDRINUSE\b.*?:(\d+)\b/.exec(line);
    if (match) return Number(match[1]);
  }
  return undefined;
}

/**
 * Waits for the `listening` report a server started with an IPC channel sends (the kit's `runService`: the public
 * `port` and the `operatorPort` it took; the mail catcher: `smtpPort` and `httpPort`); rejects with its last lines
 * when it exits first.
 */
function listeningReport(child, lines) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message?.type !== 'listening') return;
      child.off('close', onClose);
      child.off('message', onMessage);
      const { type: _type, ...ports } = message;
      resolve(ports);
    };
    // 'close' rather than 'exit': its output has been read by then, the EADDRINUSE line included.
    const onClose = (code, signal) => {
      child.off('message', onMessage);
      reject(Object.assign(new Error(`exited with ${signal ?? `code ${code}`} while starting:\n${lines.join('\n')}`), { lines }));
    };
    child.on('message', onMessage);
    child.once('close', onClose);
  });
}

/**
 * Starts a server with `spawnChild(env)` (which must give it an IPC channel and pipe its output) and answers it with
 * the ports it reported. When it exits because one of the ports it was given is taken, it is started again with that
 * port's variable set to 0 (any free port, which the server reports): `movable` names the variables that may move
 * (`PORT`, `METRICS_PORT`); a taken port no movable variable holds fails the start as before.
 *
 * @param {object} options
 * @param {(env: Record<string, string>) => import('node:child_process').ChildProcess} options.spawnChild
 * @param {Record<string, string>} options.env its ports among the rest
 * @param {string[]} [options.movable] the variables whose port may change when it is taken
 * @param {number} [options.attempts] starts before giving up
 */
export async function startListening({ spawnChild, env, movable = ['PORT', 'METRICS_PORT'], attempts = 5 }) {
  let current = { ...env };
  for (let attempt = 1; ; attempt++) {
    const child = spawnChild(current);
    const lines = [];
    for (const stream of [child.stdout, child.stderr].filter(Boolean)) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (lines.length > 20) lines.shift();
      });
    }
    try {
      return { child, env: current, ...(await listeningReport(child, lines)) };
    } catch (error) {
      const taken = portInUse(lines);
      const key = movable.find((name) => taken !== undefined && current[name] === String(taken));
      if (!key || attempt >= attempts) throw error;
      current = { ...current, [key]: '0' };
    }
  }
}
