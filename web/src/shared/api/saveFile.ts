/**
 * How long the object URL outlives the click. Revoking it at once can cancel a download the browser
 * has not started fetching yet (Firefox and Safari take it asynchronously); a minute is ample.
 */
export const REVOKE_AFTER_MS = 60_000;

/** Hands a downloaded file to the browser to save, under `filename`. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
