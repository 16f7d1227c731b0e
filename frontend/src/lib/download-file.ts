/** Saves a file through the browser's download: nothing leaves the device. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own reference by the time the click returns; the URL can go soon after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
