import { ApiError } from '../api/expectOk';

interface CsvResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then `filename="…"`),
 * without any folder part; undefined when it gives none.
 */
export function attachmentName(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  let name: string | undefined;
  if (encoded) {
    try {
      name = decodeURIComponent(encoded.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1];
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || undefined;
}

/**
 * Saves what an authenticated export request answers as a file, named as the server names it. The
 * request goes through the API client (so it carries the session and is retried after a refresh);
 * a plain link could not send the access token.
 */
export async function downloadCsv(request: Promise<CsvResult>, fallbackName: string): Promise<void> {
  const { data, error, response } = await request;
  if (!response.ok || !data) throw new ApiError(response.status, error);
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition')) ?? fallbackName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the next tasks run; the object URL is then let go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
