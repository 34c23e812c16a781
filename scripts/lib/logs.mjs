// Turns the services' JSON log lines into one readable, combined log.
const levels = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const colours = [36, 35, 33, 32, 34, 31, 96, 95];
const tty = process.stdout.isTTY;
const paint = (code, text) => (tty ? `\u001b[${code}m${text}\u001b[0m` : text);

export function combinedLog(names) {
  const width = Math.max(...names.map((n) => n.length));
  return (name, line) => {
    const tag = paint(colours[names.indexOf(name) % colours.length] ?? 37, name.padEnd(width));
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      process.stdout.write(`${tag} ${line}\n`);
      return;
    }
    const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 23);
    const level = levels[entry.level] ?? 'INFO';
    const request = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
    const response = entry.res ? ` ${entry.res.statusCode} in ${Math.round(entry.responseTime ?? 0)} ms` : '';
    const id = entry.reqId ? paint(90, ` [${entry.reqId}]`) : '';
    const error = entry.err ? `\n    ${entry.err.stack ?? entry.err.message}` : '';
    const levelText = entry.level >= 50 ? paint(31, level) : entry.level >= 40 ? paint(33, level) : level;
    process.stdout.write(`${paint(90, time)} ${tag} ${levelText} ${entry.msg ?? ''}${request}${response}${id}${error}\n`);
  };
}
