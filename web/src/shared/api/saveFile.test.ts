import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './saveFile';

const { createObjectURL, revokeObjectURL } = URL;

describe('saveFile', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('clicks a download link for the file and keeps its object URL for a minute', () => {
    vi.useFakeTimers();
    // An object URL the test knows, to find on the link and in the revocation.
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/contract');
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    saveFile(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'contract.pdf');
    expect(clicked).toEqual([{ href: 'blob:http://localhost/contract', download: 'contract.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();

    vi.advanceTimersByTime(59_000);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/contract');
  });
});
