/** Counts what the fuzz suite sent and what came back, per service, for the summary it prints. */
export class Tally {
  private readonly services = new Map<
    string,
    { operations: number; requests: number; invalid: number; statuses: Map<string, number> }
  >();

  operation(service: string): void {
    this.entry(service).operations += 1;
  }

  request(service: string, valid: boolean, status: number): void {
    const entry = this.entry(service);
    entry.requests += 1;
    if (!valid) entry.invalid += 1;
    const statusClass = `${String(status).charAt(0)}xx`;
    entry.statuses.set(statusClass, (entry.statuses.get(statusClass) ?? 0) + 1);
  }

  report(heading: string): string {
    const lines = [heading];
    const total = { operations: 0, requests: 0, invalid: 0, statuses: new Map<string, number>() };
    for (const [name, entry] of this.services) {
      lines.push(`  ${name.padEnd(14)} ${this.line(entry)}`);
      total.operations += entry.operations;
      total.requests += entry.requests;
      total.invalid += entry.invalid;
      for (const [statusClass, n] of entry.statuses) total.statuses.set(statusClass, (total.statuses.get(statusClass) ?? 0) + n);
    }
    lines.push(`  ${'all'.padEnd(14)} ${this.line(total)}`);
    return lines.join('\n');
  }

  private line(entry: { operations: number; requests: number; invalid: number; statuses: Map<string, number> }): string {
    const statuses = [...entry.statuses]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([statusClass, n]) => `${statusClass} ${n}`)
      .join(', ');
    return `${entry.operations} operations, ${entry.requests} requests (${entry.requests - entry.invalid} valid, ${entry.invalid} invalid): ${statuses}`;
  }

  private entry(service: string) {
    let entry = this.services.get(service);
    if (!entry) {
      entry = { operations: 0, requests: 0, invalid: 0, statuses: new Map() };
      this.services.set(service, entry);
    }
    return entry;
  }
}
