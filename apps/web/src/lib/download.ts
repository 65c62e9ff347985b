/** Saves text as a file through a temporary object URL (GPX exports). */
export function downloadText(filename: string, text: string, type = 'application/gpx+xml'): void {
  downloadBlob(filename, new Blob([text], { type }));
}

/** Saves bytes (a zip of one's data) as a file through a temporary object URL. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function gpxFileName(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
  return `${slug || 'road-gremlin-trip'}.gpx`;
}
