/** jsdom's Blob has no text() or arrayBuffer(); browsers do. Read through FileReader instead. */
export function installBlobReaders(): void {
  const read = <T>(blob: Blob, how: 'readAsText' | 'readAsArrayBuffer') =>
    new Promise<T>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as T);
      reader.onerror = () => reject(reader.error);
      reader[how](blob);
    });
  Blob.prototype.text ??= function text(this: Blob) {
    return read<string>(this, 'readAsText');
  };
  Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
    return read<ArrayBuffer>(this, 'readAsArrayBuffer');
  };
}

export interface Download {
  blob: Blob;
  filename: string;
}

/**
 * jsdom has no object URLs and no downloads: before each test, record what a download link
 * would save instead. The list is emptied before each test; restore the mocks after each.
 */
export function recordDownloads(): Download[] {
  const downloads: Download[] = [];
  let lastBlob: Blob | null = null;
  beforeEach(() => {
    downloads.length = 0;
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        lastBlob = blob;
        return 'blob:test';
      }),
      revokeObjectURL: jest.fn(),
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (this.download && lastBlob) downloads.push({ blob: lastBlob, filename: this.download });
    });
  });
  return downloads;
}
