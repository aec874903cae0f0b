/** Saves `text` as a file through a temporary link (no library, every browser). */
export function downloadFile(fileName: string, text: string, type = 'text/plain;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download, and some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
