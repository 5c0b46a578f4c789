// Hands a file made in the browser (a PDF, a CSV, a downloaded backup) to the browser's «save».

/** An `<a download>` clicked once: the same in every browser and environment (jsPDF's own save writes to
 *  disk under Node). */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
