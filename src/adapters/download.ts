/**
 * Saves text as a file through the browser's own download: a Blob behind a temporary
 * object URL, clicked from an <a download>. Nothing leaves the machine.
 */
export function downloadTextFile(fileName: string, content: string, mimeType = 'text/plain;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download manager; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
