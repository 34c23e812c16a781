/**
 * A readable name for the browser a session signed in from, read from its user agent: "Chrome on Windows".
 * Only the browsers and systems people use are told apart; the rest say so rather than guess. The order of
 * the checks matters: Edge, Opera and Samsung Internet also call themselves Chrome and Safari, and Chrome
 * calls itself Safari.
 */
const browsers: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: Array<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: Array<[RegExp, string]>) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

export function deviceName(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = firstMatch(agent, browsers);
  const system = firstMatch(agent, systems);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'Unknown browser';
}
